import type { ReactNode } from 'react';
import { EmptyState, ErrorState, SkeletonText } from 'shared-ui';

/** What QueryView reads of a react-query result. */
interface Query<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: Query<T>;
  /** How many skeleton lines stand in while it loads. */
  lines: number;
  /** What it loads, for the error's title when it fails ("Could not load the photos"; it offers Try again). */
  what: string;
  /** Heading level of the error and the empty state, to fit the page outline: 3 within a section. */
  headingLevel?: 2 | 3;
  /** The empty state's title, shown instead of `children` when the data holds nothing. */
  empty?: ReactNode;
  emptyHint?: ReactNode;
  /** When the data holds nothing; by default, when it is an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's data once it has arrived; till then a skeleton; the error with Try again if it fails; and, given
 * `empty`, an empty state when there is nothing to show.
 */
export function QueryView<T>({
  query,
  lines,
  what,
  headingLevel = 3,
  empty,
  emptyHint,
  isEmpty = isEmptyList,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) return <SkeletonText lines={lines} />;
  if (query.error)
    return (
      <ErrorState
        title={`Could not load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={headingLevel}
      />
    );
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data))
    return <EmptyState title={empty} description={emptyHint} headingLevel={headingLevel} />;
  return <>{children(data)}</>;
}
