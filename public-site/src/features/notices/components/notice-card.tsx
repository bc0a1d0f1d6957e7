import { formatShortDate } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { detailLink, TeaserCard, type CardPlacement } from '../../../lib/teaser-card';
import { noticeQuery } from '../api/get-notice';
import { noticesDomain, type Notice } from 'shared-ui/data';
import { NoticeBadges } from './notice-badges';

export function NoticeCard({ notice, ...placement }: { notice: Notice } & CardPlacement) {
  return (
    <TeaserCard
      {...placement}
      {...detailLink(noticesDomain.publicPaths, noticeQuery, notice)}
      title={notice.title}
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
