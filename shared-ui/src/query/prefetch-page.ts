import type { QueryClient, QueryFunction } from './index';
import { yieldToMain } from '../lib/yield-to-main';

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

/** Reads a loader has asked for that wait for their turn (see startInTurn). */
const waitingReads: Array<() => void> = [];
/** Whether a read has started in this task or a turn is under way: a read asked for now waits a task. */
let turnsUnderWay = false;

/**
 * Starts reads one per task: the first at once, each next one after a yield. Building a read (the query
 * builder's URL and Headers objects) and handing it to fetch is a few milliseconds of main thread each, and a
 * page's loaders (the layout's and the page's) may start several: seven on `/` when all its sections read
 * at once were one task of 16–25 ms here, which Lighthouse's phone CPU counts four times over. The price: a
 * read waits behind whatever else is queued, in the order the loaders list them.
 */
function startInTurn(start: () => void): void {
  waitingReads.push(start);
  if (turnsUnderWay) return;
  turnsUnderWay = true;
  void (async () => {
    for (let next = waitingReads.shift(); next; next = waitingReads.shift()) {
      try {
        next();
      } catch (error) {
        // Reported as any uncaught error is, without holding up the reads behind it.
        setTimeout(() => {
          throw error;
        });
      }
      await yieldToMain();
    }
    turnsUnderWay = false;
  })();
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
      const askedAt = Date.now();
      for (const query of pageQueries(args))
        startInTurn(() => {
          // What the page's own hook read while this waited its turn is not read again (a read it has
          // under way, the prefetch joins).
          if ((queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0) >= askedAt) return;
          void prefetchQuery(queryClient, query);
        });
    };
    if (allowed) void allowed().then((yes) => yes && start());
    else start();
    return null;
  };
}
