import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient, QueryFunction } from 'shared-ui/query';

/** A query as its `queryOptions` builder makes it; a prefetch needs only its key and function. */
export interface PrefetchableQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** The queries a page makes on its first render, for the route's address (its params and search). */
export type PageQueries = (args: LoaderFunctionArgs) => PrefetchableQuery[];

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
 * the requests in flight (same query keys).
 */
export function prefetchPage(queryClient: QueryClient, pageQueries: PageQueries) {
  return (args: LoaderFunctionArgs) => {
    for (const query of pageQueries(args)) void prefetchQuery(queryClient, query);
    return null;
  };
}
