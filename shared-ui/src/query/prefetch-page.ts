import type { QueryClient, QueryFunction } from './index';

/** A query as its `queryOptions` builder makes it; a prefetch needs only its key and function. */
export interface PrefetchableQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** The queries a page makes on its first render, for its route's address (a loader's arguments). */
export type PageQueries<Args> = (args: Args) => PrefetchableQuery[];

/** Starts a query unless fresh data is cached; errors stay for the page's own hook to show. */
export function prefetchQuery(
  queryClient: QueryClient,
  query: PrefetchableQuery,
  staleTime?: number,
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: query.queryKey,
    queryFn: query.queryFn as QueryFunction,
    staleTime,
  });
}

/**
 * A route loader that starts the page's first queries and returns at once, so a page's data downloads
 * alongside its code instead of after the code has arrived and rendered. The page's own hooks then find
 * the requests in flight (same query keys). With `allowed`, the reads wait for its answer and go out only
 * on true (an admin page's, once the reader is confirmed an admin).
 */
export function prefetchPage<Args>(
  queryClient: QueryClient,
  pageQueries: PageQueries<Args>,
  allowed?: () => Promise<boolean>,
) {
  return (args: Args) => {
    const start = () => {
      for (const query of pageQueries(args)) void prefetchQuery(queryClient, query);
    };
    if (allowed) void allowed().then((yes) => yes && start());
    else start();
    return null;
  };
}
