import { formatShortDate } from '../../../lib/dates';
import page from '../../../lib/page.module.css';
import { TeaserCard } from '../../../lib/teaser-card';
import { noticeQuery } from '../api/get-notice';
import { noticesDomain, type Notice } from 'shared-ui/data';
import { NoticeBadges } from './notice-badges';

export function NoticeCard({ notice, headingLevel }: { notice: Notice; headingLevel?: 2 | 3 }) {
  return (
    <TeaserCard
      to={noticesDomain.publicPaths.of(notice)}
      prefetch={noticeQuery(notice.id)}
      title={notice.title}
      headingLevel={headingLevel}
      badges={<NoticeBadges notice={notice} />}
    >
      {notice.summary && <p className={page.plain}>{notice.summary}</p>}
      <p className={page.meta}>
        Posted <time dateTime={notice.publish_at}>{formatShortDate(notice.publish_at)}</time>
        {notice.expires_at && (
          <>
            {' '}
            · until <time dateTime={notice.expires_at}>{formatShortDate(notice.expires_at)}</time>
          </>
        )}
      </p>
    </TeaserCard>
  );
}
