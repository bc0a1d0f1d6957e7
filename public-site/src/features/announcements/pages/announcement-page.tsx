import { Badge, PageHeader } from 'shared-ui';
import { Link } from 'react-router-dom';
import { HeroImage } from '../../../lib/hero-image';
import { formatDate, formatShortDate, formatTime } from 'shared-ui/church';
import { Facts } from '../../../lib/facts';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import { announcementsDomain, type Announcement } from 'shared-ui/data';
import { useAnnouncement } from '../api/get-announcement';
import { ShareButton } from '../../../lib/share-button';

function AnnouncementDetail({ row: a }: { row: Announcement }) {
  useDocumentMeta(a.title, a.summary ?? a.content);
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/">← Home</Link>}
        eyebrow={a.category && <Badge tone="brand">{a.category}</Badge>}
        title={a.title}
        actions={<ShareButton title={a.title} />}
        description={
          <>
            Posted <time dateTime={a.publish_at}>{formatShortDate(a.publish_at)}</time>
          </>
        }
      />
      <HeroImage src={a.image_url} meta={a.image_meta} />
      {(a.event_date || a.location) && (
        <Facts
          facts={[
            [
              'When',
              a.event_date && (
                <time dateTime={a.event_date}>
                  {formatDate(a.event_date)}, {formatTime(a.event_date)}
                </time>
              ),
            ],
            ['Where', a.location],
          ]}
        />
      )}
      {a.summary && <p className={page.lead}>{a.summary}</p>}
      <p className={page.prose}>{a.content}</p>
    </article>
  );
}

export const AnnouncementPage = detailPage('announcement', useAnnouncement, AnnouncementDetail, {
  live: announcementsDomain,
});
