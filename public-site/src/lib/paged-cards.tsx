import type { ReactNode } from 'react';
import { Pagination } from 'shared-ui/pagination';
import { CardGrid } from './card-grid';
import type { CountedPage } from './counted-page';
import page from './page.module.css';

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

/** A page of a paged list (sermons, announcements): how many in all, the cards, and the links to other pages. */
export function PagedCards<Row extends { id: string }>({
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
