import { formatShortDate } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { teaserOf, TeaserCard, type CardPlacement } from '../../../lib/teaser-card';
import { announcementQuery } from '../api/get-announcement';
import { announcementsDomain, type Announcement } from 'shared-ui/data';

export function AnnouncementCard({
  announcement: a,
  ...placement
}: { announcement: Announcement } & CardPlacement) {
  return (
    <TeaserCard {...placement} {...teaserOf(announcementsDomain, announcementQuery, a)} tag={a.category}>
      {a.summary && <p className={page.plain}>{a.summary}</p>}
      <p className={page.meta}>
        Posted <time dateTime={a.publish_at}>{formatShortDate(a.publish_at)}</time>
      </p>
    </TeaserCard>
  );
}
