import { Badge } from 'shared-ui';
import { formatCalendarDay } from '../../../lib/dates';
import page from '../../../lib/page.module.css';
import { TeaserCard } from '../../../lib/teaser-card';
import { sermonQuery } from '../api/get-sermon';
import { sermonsDomain, type Sermon } from 'shared-ui/data';

export function SermonCard({
  sermon: s,
  headingLevel,
  priority,
}: {
  sermon: Sermon;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  return (
    <TeaserCard
      to={sermonsDomain.publicPaths.of(s)}
      prefetch={sermonQuery(s.id)}
      title={s.title}
      image={s.thumbnail_url}
      imageMeta={s.thumbnail_meta}
      headingLevel={headingLevel}
      priority={priority}
      badges={s.series && <Badge tone="brand">{s.series}</Badge>}
    >
      <p className={page.meta}>
        {s.preacher && <>{s.preacher} · </>}
        <time dateTime={s.preached_on}>{formatCalendarDay(s.preached_on)}</time>
        {s.scripture && <> · {s.scripture}</>}
      </p>
      {s.summary && <p className={page.plain}>{s.summary}</p>}
    </TeaserCard>
  );
}
