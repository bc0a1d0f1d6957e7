import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { memo, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Input } from '../input/input';
import { Pagination } from '../pagination/pagination';
import { Skeleton } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { filterRows, sortRows, type CellValue, type SortState } from './table-model';
import { INITIAL_TABLE_VIEW, type TableView } from './table-view';
import styles from './data-table.module.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The raw value used for sorting and searching (and shown when there is no `cell`). */
  value?: (row: T) => CellValue;
  /** What the cell shows; defaults to the value as text. */
  cell?: (row: T) => ReactNode;
  /** Sortable by clicking/pressing the header (needs `value`). Default true when `value` is given. */
  sortable?: boolean;
  /** Included in the search box's match (needs `value`). Default true for text values. */
  searchable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Left out of the cards a narrow list shows instead of the table (a phone), to keep them short. */
  hideOnMobile?: boolean;
  /** Shown only on those cards, unlabelled, beside the row's header: a picture's thumbnail, say. */
  cardOnly?: boolean;
  /** Render this column's cells as row headers (th scope=row); usually the title column. */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Names the table (shown as its caption unless hideCaption). */
  caption: string;
  hideCaption?: boolean;
  loading?: boolean;
  /** How many skeleton rows show while loading. */
  loadingRows?: number;
  error?: unknown;
  onRetry?: () => void;
  /** Show the search box. Default true. */
  search?: boolean;
  searchLabel?: string;
  initialSort?: SortState;
  /** Buttons for one row (Edit, Delete); rendered in a last "Actions" column. */
  rowActions?: (row: T) => ReactNode;
  /** Buttons beside the search box, e.g. "New leader". */
  toolbar?: ReactNode;
  /** Shown when there are no rows at all. */
  empty?: ReactNode;
  /** Rows per page; all rows on one page when absent. */
  pageSize?: number;
  /**
   * The search text, sort and page, held by the caller: a table that can be mounted again (in a tab, which
   * unmounts when another is chosen, or moved when lazily loaded tabs arrive) then keeps what the reader chose.
   * Held by the table itself when absent.
   */
  view?: TableView;
  onViewChange?: (view: TableView) => void;
  className?: string;
}

/** A cell's classes, for its header as for its rows. */
const cellClass = <T,>(column: DataTableColumn<T>, base: string | undefined) =>
  clsx(
    base,
    column.align && styles[column.align],
    column.hideOnMobile && styles.hideOnMobile,
    column.cardOnly && styles.cardOnly,
  );

function display(value: CellValue): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return value.toLocaleDateString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

interface DataTableRowProps<T> {
  row: T;
  columns: DataTableColumn<T>[];
  rowActions: ((row: T) => ReactNode) | undefined;
}

/**
 * One row, rendered again only when it, the columns or the actions change. A keystroke in the search box renders
 * the table at once for the box and again when the filter catches up: with 300 rows, re-rendering every row's
 * cells and buttons each time made typing lag (P9i in `pnpm bench`). Callers keep `columns` and `rowActions`
 * stable (useMemo, useCallback) for this to hold.
 */
const DataTableRow = memo(function DataTableRow<T>({ row, columns, rowActions }: DataTableRowProps<T>) {
  return (
    <tr role="row" className={styles.row}>
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.id}
            scope={column.rowHeader ? 'row' : undefined}
            role={column.rowHeader ? 'rowheader' : 'cell'}
            // The card layout names each plain cell by its column (the header row is hidden there).
            data-label={column.rowHeader || column.cardOnly ? undefined : column.header}
            className={cellClass(column, styles.td)}
          >
            {column.cell ? column.cell(row) : display(column.value?.(row))}
          </Cell>
        );
      })}
      {rowActions ? (
        <td role="cell" className={clsx(styles.td, styles.actionsCell)}>
          <div className={styles.rowActions}>{rowActions(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}) as <T>(props: DataTableRowProps<T>) => ReactNode;

/**
 * Admin lists: client-side search and sort, keyboard-operable headers, skeleton, empty and error states. In a
 * narrow container (a phone) each row shows as a card instead: the same markup, laid out by a container query, with
 * explicit table roles so that assistive technology still hears a table, and each cell labelled by its column.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  caption,
  hideCaption = false,
  loading = false,
  loadingRows = 5,
  error,
  onRetry,
  search = true,
  searchLabel = 'Search',
  initialSort,
  rowActions,
  toolbar,
  empty,
  pageSize,
  view,
  onViewChange,
  className,
}: DataTableProps<T>) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [ownView, setOwnView] = useState<TableView>(() => ({ ...INITIAL_TABLE_VIEW, sort: initialSort }));
  const { query, sort, page } = view ?? ownView;
  const changeView = (change: Partial<TableView>) => {
    const next = { query, sort, page, ...change };
    if (view) onViewChange?.(next);
    else setOwnView(next);
  };
  const deferredQuery = useDeferredValue(query);

  const searchColumns = useMemo(() => columns.filter((c) => c.value && c.searchable !== false), [columns]);
  const visible = useMemo(() => {
    const all = rows ?? [];
    const filtered = filterRows(all, deferredQuery, (row) => searchColumns.map((c) => c.value!(row)));
    const sortColumn = sort && columns.find((c) => c.id === sort.columnId);
    return sortColumn?.value ? sortRows(filtered, sortColumn.value, sort!.direction) : filtered;
  }, [rows, deferredQuery, searchColumns, sort, columns]);

  const pageCount = pageSize ? Math.max(1, Math.ceil(visible.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount);
  const pageRows = pageSize ? visible.slice((currentPage - 1) * pageSize, currentPage * pageSize) : visible;
  const totalColumns = columns.length + (rowActions ? 1 : 0);

  const toggleSort = (columnId: string) =>
    changeView({
      sort:
        sort?.columnId === columnId
          ? { columnId, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
          : { columnId, direction: 'ascending' },
      page: 1,
    });

  if (error && !loading) {
    return (
      <ErrorState
        title={`Could not load ${caption.toLowerCase()}`}
        error={error}
        onRetry={onRetry}
        className={className}
      />
    );
  }

  const hasRows = (rows?.length ?? 0) > 0;
  const shownRange =
    pageCount > 1
      ? `, ${(currentPage - 1) * pageSize! + 1}–${(currentPage - 1) * pageSize! + pageRows.length} on this page`
      : '';
  const statusText = loading
    ? `Loading ${caption.toLowerCase()}`
    : deferredQuery
      ? `${visible.length} of ${rows?.length ?? 0} shown${shownRange}`
      : `${rows?.length ?? 0} in total${shownRange}`;

  /** The next page starts where the list does: the buttons sit under the last card, far down a phone's screen. */
  const turnPage = (next: number) => {
    changeView({ page: next });
    const top = rootRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) rootRef.current!.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={rootRef} className={clsx(styles.root, className)}>
      {search || toolbar ? (
        <div className={styles.toolbar}>
          {search ? (
            <div className={styles.search} role="search">
              <label htmlFor={`${id}-search`}>
                <VisuallyHidden>{`${searchLabel} ${caption.toLowerCase()}`}</VisuallyHidden>
              </label>
              <Search size={18} className={styles.searchIcon} aria-hidden="true" />
              <Input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(e) => changeView({ query: e.target.value, page: 1 })}
                placeholder={`${searchLabel}…`}
                className={styles.searchInput}
                disabled={loading && !hasRows}
              />
            </div>
          ) : null}
          {toolbar ? <div className={styles.actions}>{toolbar}</div> : null}
        </div>
      ) : null}
      <p className={styles.status} aria-live="polite" id={`${id}-status`}>
        {statusText}
      </p>
      {!loading && !hasRows ? (
        (empty ?? <EmptyState title={`No ${caption.toLowerCase()} yet`} headingLevel={3} />)
      ) : (
        // A focusable, named region so keyboard users can scroll a wide table sideways.
        <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table
            className={styles.table}
            role="table"
            aria-busy={loading || undefined}
            aria-describedby={`${id}-status`}
          >
            <caption id={`${id}-caption`} className={hideCaption ? undefined : styles.caption}>
              {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => {
                  const sortable = column.value && column.sortable !== false;
                  const active = sort?.columnId === column.id;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      role="columnheader"
                      aria-sort={active ? sort!.direction : sortable ? 'none' : undefined}
                      className={clsx(cellClass(column, styles.th), active && styles.active)}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => toggleSort(column.id)}
                        >
                          {column.header}
                          {active ? (
                            sort!.direction === 'ascending' ? (
                              <ArrowUp size={16} className={styles.sortIcon} aria-hidden="true" />
                            ) : (
                              <ArrowDown size={16} className={styles.sortIcon} aria-hidden="true" />
                            )
                          ) : (
                            <ArrowUpDown size={16} className={styles.sortIcon} aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th scope="col" role="columnheader" className={clsx(styles.th, styles.end)}>
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {loading && !hasRows
                ? Array.from({ length: loadingRows }, (_, i) => (
                    <tr key={i} role="row" className={styles.row} data-skeleton-row="">
                      {Array.from({ length: totalColumns }, (_, j) => (
                        <td key={j} role="cell" className={styles.td}>
                          <Skeleton />
                        </td>
                      ))}
                    </tr>
                  ))
                : pageRows.map((row) => (
                    <DataTableRow key={getRowId(row)} row={row} columns={columns} rowActions={rowActions} />
                  ))}
              {!loading && hasRows && visible.length === 0 ? (
                <tr role="row">
                  <td role="cell" className={styles.td} colSpan={totalColumns}>
                    No results for “{deferredQuery}”.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {pageSize ? (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={turnPage}
          aria-label={`${caption} pages`}
        />
      ) : null}
    </div>
  );
}
