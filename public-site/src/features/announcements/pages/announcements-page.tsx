import { useSearchParams } from 'react-router-dom';
import { EmptyState, PageHeader } from 'shared-ui';
import { Pagination } from 'shared-ui/pagination';
import { announcementsDomain } from 'shared-ui/data';
import { CardGrid } from '../../../lib/card-grid';
import { useLiveTables } from '../../../lib/live/use-live-tables';
import page from '../../../lib/page.module.css';
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
          {({ rows: list, total, pageCount }) =>
            list.length === 0 ? (
              <EmptyState
                title={
                  total > 0
                    ? 'There is no such page of announcements. Go back to the first page.'
                    : 'No announcements at the moment. Check back after Sunday.'
                }
              />
            ) : (
              <>
                <p className={page.meta}>
                  {total} {total === 1 ? 'announcement' : 'announcements'}
                  {pageCount > 1 && ` · page ${pageNumber} of ${pageCount}`}
                </p>
                <CardGrid items={list} testId="announcement-list">
                  {(a) => <AnnouncementCard announcement={a} headingLevel={2} />}
                </CardGrid>
                <Pagination
                  page={pageNumber}
                  pageCount={pageCount}
                  onPageChange={setPage}
                  getHref={hrefOf}
                  aria-label="Announcement pages"
                />
              </>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
