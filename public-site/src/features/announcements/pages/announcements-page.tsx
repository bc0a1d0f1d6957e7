import { useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { announcementsDomain } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';
import { PagedList } from '../../../lib/paged-cards';
import { usePageText } from '../../../lib/use-page-text';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementCard } from '../components/announcement-card';
import { readPageNumber } from '../../../lib/page-number';

/** Every published announcement, newest first; the page number lives in the URL so a page can be shared. */
export function AnnouncementsPage() {
  const [params, setParams] = useSearchParams();
  const pageNumber = readPageNumber(params);
  const announcements = useAnnouncements(pageNumber);
  useLiveTables(announcementsDomain);
  const { title } = usePageText('/announcements');
  const hrefOf = (next: number) => (next > 1 ? `?page=${next}` : '?');
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <>
      <PageHeader title={title} description="News from church, newest first." />
      <PagedList
        query={announcements}
        errorTitle="We couldn’t load the announcements."
        empty={(total) =>
          total > 0
            ? 'There is no such page of announcements. Go back to the first page.'
            : 'No announcements at the moment. Check back after Sunday.'
        }
        pageNumber={pageNumber}
        noun={['announcement', 'announcements']}
        testId="announcement-list"
        label="Announcement pages"
        onPageChange={setPage}
        getHref={hrefOf}
      >
        {(a) => <AnnouncementCard announcement={a} headingLevel={2} />}
      </PagedList>
    </>
  );
}
