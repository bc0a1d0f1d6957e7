import type { ReactNode } from 'react';
import { formatCalendarDay } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { teaserOf, TeaserCard, type CardPlacement } from '../../../lib/teaser-card';
import { sermonQuery } from '../api/get-sermon';
import { sermonsDomain, type Sermon } from 'shared-ui/data';

/** `children` follow the summary: the list's line of recordings (the home page's cards go without). */
export function SermonCard({
  sermon: s,
  children,
  ...placement
}: { sermon: Sermon; children?: ReactNode } & CardPlacement) {
  return (
    <TeaserCard {...placement} {...teaserOf(sermonsDomain, sermonQuery, s)} tag={s.series}>
      <p className={page.meta}>
        {s.preacher && <>{s.preacher} · </>}
        <time dateTime={s.preached_on}>{formatCalendarDay(s.preached_on)}</time>
        {s.scripture && <> · {s.scripture}</>}
      </p>
      {s.summary && <p className={page.plain}>{s.summary}</p>}
      {children}
    </TeaserCard>
  );
}
