import { PageHeader, buttonClassName } from 'shared-ui';
import { Link } from 'react-router-dom';
import { HeroImage } from '../../../lib/hero-image';
import { formatShortDate } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import { noticesDomain, type Notice } from 'shared-ui/data';
import { useNotice } from '../api/get-notice';
import { NoticeBadges } from '../components/notice-badges';
import { ShareButton } from '../../../lib/share-button';

function NoticeDetail({ row: n }: { row: Notice }) {
  useDocumentMeta(n.title, n.summary ?? n.content);
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/notices">← All notices</Link>}
        eyebrow={<NoticeBadges notice={n} />}
        title={n.title}
        actions={<ShareButton title={n.title} />}
        description={
          <>
            Posted <time dateTime={n.publish_at}>{formatShortDate(n.publish_at)}</time>
            {n.expires_at && (
              <>
                {' '}
                · valid until <time dateTime={n.expires_at}>{formatShortDate(n.expires_at)}</time>
              </>
            )}
          </>
        }
      />
      <HeroImage src={n.image_url} meta={n.image_meta} />
      {n.summary && <p className={page.lead}>{n.summary}</p>}
      <p className={page.prose}>{n.content}</p>
      {n.attachment_url && (
        <p>
          <a href={n.attachment_url} className={buttonClassName({ variant: 'secondary' })} download>
            Download the attachment
          </a>
        </p>
      )}
    </article>
  );
}

export const NoticePage = detailPage('notice', useNotice, NoticeDetail, { live: noticesDomain });
