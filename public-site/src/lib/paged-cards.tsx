import type { ReactNode } from 'react';
import { EmptyState } from 'shared-ui';
import { Pagination } from 'shared-ui/pagination';
import type { UseQueryResult } from 'shared-ui/query';
import { CardGrid } from './card-grid';
import type { CountedPage } from './counted-page';
import page from './page.module.css';
import { ListSkeleton, QueryView } from './query-view';

interface PagedCardsProps<Row> {
  result: CountedPage<Row>;
  pageNumber: number;
  /** What one and many rows are called: ['sermon', 'sermons']. */
  noun: readonly [string, string];
  /** Said after the count, e.g. how the list is ordered. */
  order?: string;
  testId: string;
  /** The page links' name ("Sermon pages"). */
  label: string;
  onPageChange: (page: number) => void;
  getHref: (page: number) => string;
  children: (row: Row, index: number) => ReactNode;
}

interface PagedListProps<Row> extends Omit<PagedCardsProps<Row>, 'result'> {
  query: UseQueryResult<CountedPage<Row>>;
  errorTitle: string;
  /** The sentence for a page without rows; `total` tells an empty list from a page past its end. */
  empty: (total: number) => string;
}

/**
 * A paged list's read (sermons, announcements) in its four states; a page without rows says `empty`. Screen
 * readers hear the new page when it arrives, and a new page is read from its top. It is busy while another page
 * (or filter) replaces the one shown: the read keeps the previous page as placeholder data meanwhile. Not while the
 * same page is read again in the background (a live change, the service worker's first read): reading
 * `isFetching` here re-rendered the whole page at the start and at the end of every such read.
 */
export function PagedList<Row extends { id: string }>({
  query,
  errorTitle,
  empty,
  onPageChange,
  ...cards
}: PagedListProps<Row>) {
  const turnTo = (next: number) => {
    onPageChange(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <div aria-live="polite" aria-busy={query.isPlaceholderData}>
      <QueryView query={query} skeleton={<ListSkeleton count={6} />} errorTitle={errorTitle}>
        {(result) =>
          result.rows.length === 0 ? (
            <EmptyState title={empty(result.total)} />
          ) : (
            <PagedCards result={result} onPageChange={turnTo} {...cards} />
          )
        }
      </QueryView>
    </div>
  );
}

/** A page of a paged list: how many in all, the cards, and the links to other pages. */
function PagedCards<Row extends { id: string }>({
  result: { rows, total, pageCount },
  pageNumber,
  noun,
  order,
  testId,
  label,
  onPageChange,
  getHref,
  children,
}: PagedCardsProps<Row>) {
  return (
    <>
      <p className={page.meta}>
        {total} {total === 1 ? noun[0] : noun[1]}
        {order}
        {pageCount > 1 && ` · page ${pageNumber} of ${pageCount}`}
      </p>
      <CardGrid items={rows} testId={testId}>
        {children}
      </CardGrid>
      <Pagination
        page={pageNumber}
        pageCount={pageCount}
        onPageChange={onPageChange}
        getHref={getHref}
        aria-label={label}
      />
    </>
  );
}
