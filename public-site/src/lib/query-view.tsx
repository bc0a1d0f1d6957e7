import type { UseQueryResult } from 'shared-ui/query';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton, VisuallyHidden } from 'shared-ui';
import { CardGrid } from './card-grid';
import { isPreview } from './preview-mark';
import styles from './query-view.module.css';

// Few visits end on a missing row, so its page is a chunk of its own (the one the router's `*` route loads),
// not part of every first load (bench P1).
const NotFoundPage = lazy(async () => ({ default: (await import('../pages/not-found-page')).NotFoundPage }));

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /**
   * Shown while the first answer is on its way (and while a missing row's page loads); shaped like the content to
   * avoid layout jumps: a ListSkeleton, a DetailSkeleton (not on the home page, so not in its first load).
   */
  skeleton: ReactNode;
  /** For lists: the friendly sentence shown when nothing is published yet. */
  empty?: string;
  /** What failed, in a visitor's words ("We couldn't load the events."). */
  errorTitle?: string;
  /** Heading level of the empty/error title, to fit the page outline. */
  headingLevel?: 2 | 3;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * The four states of every read on the site: loading (skeleton), failed (with retry, also by itself
 * until it succeeds), nothing there (empty sentence, or the not-found page for a detail row that is
 * unknown or unpublished), and data.
 */
export function QueryView<T>({
  query,
  skeleton,
  empty,
  errorTitle,
  headingLevel = 2,
  children,
}: QueryViewProps<T>) {
  // The answer is drawn in a background render (sliced, yielding to input) rather than in the synchronous one a
  // query's update triggers: a whole page of cards at once was one long task.
  const data = useDeferredValue(query.data);
  if (queryFailed(query))
    return <QueryFailure query={query} title={errorTitle} headingLevel={headingLevel} />;
  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading…</VisuallyHidden>
        {skeleton}
      </div>
    );
  }
  if (data === null || data === undefined)
    return (
      <Suspense fallback={skeleton}>
        <NotFoundPage />
      </Suspense>
    );
  if (Array.isArray(data) && data.length === 0 && empty)
    return <EmptyState title={empty} headingLevel={headingLevel} />;
  if (isPreview(data))
    return (
      <>
        <p role="status" className={styles.preview}>
          Preview — not public yet.
        </p>
        {children(data as NonNullable<T>)}
      </>
    );
  return <>{children(data as NonNullable<T>)}</>;
}

/**
 * Whether a read is showing as failed. A retry of a read that never succeeded goes back to `pending`;
 * it still counts as failed, so the error stays (button busy) instead of the skeleton flashing back.
 */
export function queryFailed(query: UseQueryResult<unknown>): boolean {
  return query.isError || (query.isPending && query.errorUpdateCount > 0);
}

/** The failed state of a read: what failed, a Try again button, and retries by itself until it succeeds. */
export function QueryFailure({
  query,
  title,
  headingLevel = 2,
}: {
  query: UseQueryResult<unknown>;
  title?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ErrorState
      title={title}
      description="Please check your connection. We’ll keep trying, and this will fill in by itself as soon as we reconnect, or you can try again now."
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      autoRetry
      headingLevel={headingLevel}
    />
  );
}

/**
 * A list's read, whose loading shape is `count` grey cards (ListSkeleton's default when left out). Its rows are
 * drawn by `children`, or, for the usual grid of cards, one `card` each (see CardGrid).
 */
export type QueryListProps<T> = Omit<QueryViewProps<T[]>, 'skeleton' | 'children'> & { count?: number } & (
    | { children: (list: T[]) => ReactNode; card?: never }
    | { card: (row: T, index: number) => ReactNode; children?: never }
  );

export function QueryList<T extends { id: string }>({ count, card, children, ...view }: QueryListProps<T>) {
  return (
    <QueryView skeleton={<ListSkeleton count={count} />} {...view}>
      {card ? (list) => <CardGrid items={list}>{card}</CardGrid> : children!}
    </QueryView>
  );
}

/** Grey cards in the shape of the list that is loading. */
export function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="10rem" radius="var(--radius-lg)" />
      ))}
    </div>
  );
}
