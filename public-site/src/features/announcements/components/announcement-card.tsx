import { formatShortDate } from '../../../lib/dates';
import page from '../../../lib/page.module.css';
import { detailLink, TeaserCard, type CardPlacement } from '../../../lib/teaser-card';
import { announcementQuery } from '../api/get-announcement';
import { announcementsDomain, type Announcement } from 'shared-ui/data';

export function AnnouncementCard({
  announcement: a,
  ...placement
}: { announcement: Announcement } & CardPlacement) {
  return (
    <TeaserCard
      {...placement}
      {...detailLink(announcementsDomain.publicPaths, announcementQuery, a)}
      title={a.title}
      image={a.image_url}
      imageMeta={a.image_meta}
      tag={a.category}
    >
      {a.summary && <p className={page.plain}>{a.summary}</p>}
      <p className={page.meta}>
        Posted <time dateTime={a.publish_at}>{formatShortDate(a.publish_at)}</time>
      </p>
    </TeaserCard>
  );
}
