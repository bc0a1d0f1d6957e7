import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-ui';
import { announcementsDomain } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';
import { PagedCards } from '../../../lib/paged-cards';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementCard } from '../components/announcement-card';
import { readPageNumber } from '../../../lib/page-number';

/** Every published announcement, newest first; the page number lives in the URL so a page can be shared. */
export function AnnouncementsPage() {
  const [params, setParams] = useSearchParams();
  const pageNumber = readPageNumber(params);
  const announcements = useAnnouncements(pageNumber);
  useLiveTables({ [announcementsDomain.table]: announcementsDomain.keys.all });
  useDocumentMeta(
    'Announcements',
    'News from church: services, classes, outreach, and everything our members should know.',
  );
  const hrefOf = (next: number) => (next > 1 ? `?page=${next}` : '?');
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeader title="Announcements" description="News from church, newest first." />
      <div aria-live="polite" aria-busy={announcements.isFetching}>
        <QueryView
          query={announcements}
          skeleton={<ListSkeleton count={6} />}
          errorTitle="We couldn’t load the announcements."
        >
          {(result) =>
            result.rows.length === 0 ? (
              <EmptyState
                title={
                  result.total > 0
                    ? 'There is no such page of announcements. Go back to the first page.'
                    : 'No announcements at the moment. Check back after Sunday.'
                }
              />
            ) : (
              <PagedCards
                result={result}
                pageNumber={pageNumber}
                noun={['announcement', 'announcements']}
                testId="announcement-list"
                label="Announcement pages"
                onPageChange={setPage}
                getHref={hrefOf}
              >
                {(a) => <AnnouncementCard announcement={a} headingLevel={2} />}
              </PagedCards>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
