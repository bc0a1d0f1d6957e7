import { ListPage } from '../../../lib/list-page';
import { useNotices } from '../api/get-notices';
import { NoticeCard } from '../components/notice-card';
import { noticesDomain } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';

export function NoticesPage() {
  const notices = useNotices();
  useLiveTables(noticesDomain);
  return (
    <ListPage
      path="/notices"
      description="The church notice board. Pinned notices come first."
      query={notices}
      count={4}
      empty="The notice board is empty right now: nothing to report."
      card={(n) => <NoticeCard notice={n} headingLevel={2} />}
    />
  );
}
