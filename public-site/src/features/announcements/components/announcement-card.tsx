import { Badge } from 'shared-ui';
import { formatShortDate } from '../../../lib/dates';
import page from '../../../lib/page.module.css';
import { TeaserCard } from '../../../lib/teaser-card';
import { announcementQuery } from '../api/get-announcement';
import { announcementsDomain, type Announcement } from 'shared-ui/data';

export function AnnouncementCard({
  announcement: a,
  headingLevel,
}: {
  announcement: Announcement;
  headingLevel?: 2 | 3;
}) {
  return (
    <TeaserCard
      to={announcementsDomain.publicPaths.of(a)}
      prefetch={announcementQuery(a.id)}
      title={a.title}
      headingLevel={headingLevel}
      image={a.image_url}
      imageMeta={a.image_meta}
      badges={a.category && <Badge tone="brand">{a.category}</Badge>}
    >
      {a.summary && <p className={page.plain}>{a.summary}</p>}
      <p className={page.meta}>
        Posted <time dateTime={a.publish_at}>{formatShortDate(a.publish_at)}</time>
      </p>
    </TeaserCard>
  );
}
