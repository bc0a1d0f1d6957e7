import { PageHeader } from 'shared-ui';
import { CardGrid } from '../../../lib/card-grid';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useNotices } from '../api/get-notices';
import { NoticeCard } from '../components/notice-card';
import { noticesDomain } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';

export function NoticesPage() {
  const notices = useNotices();
  useLiveTables({ [noticesDomain.table]: noticesDomain.keys.all });
  useDocumentMeta(
    'Notices',
    'The church notice board: service changes, dues, facilities and other news for members.',
  );
  return (
    <>
      <PageHeader title="Notices" description="The church notice board. Pinned notices come first." />
      <QueryView
        query={notices}
        skeleton={<ListSkeleton count={4} />}
        errorTitle="We couldn’t load the notices."
        empty="The notice board is empty right now: nothing to report."
      >
        {(list) => <CardGrid items={list}>{(n) => <NoticeCard notice={n} headingLevel={2} />}</CardGrid>}
      </QueryView>
    </>
  );
}
