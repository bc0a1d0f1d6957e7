import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RoutesContext } from 'shared-ui';
import type { QueryClient } from 'shared-ui/query';
import { dashboardPageQueries } from './page-queries';
import { ADMIN_PAGES, ADMIN_ROOT } from './layout/admin-pages';
import { whenAdminConfirmed } from './lib/when-admin-confirmed';

/** The queries a page makes on its first render (`queryOptions` results: a key and a function each). */
type PageQueries = () => readonly { queryKey: readonly unknown[]; queryFn?: unknown }[];

/**
 * A route loader that starts the page's first reads once the admin is confirmed, and returns at once: the reads
 * then go out while react-dom and the page's code are still downloading, not after the page has rendered
 * (bench P8b). The page's hooks find them in flight, or answered (same keys, within the cache's fresh time).
 */
const readsOnceAdmin = (queryClient: QueryClient, queries: PageQueries) => () => {
  void whenAdminConfirmed().then((isAdmin) => {
    if (!isAdmin) return;
    for (const { queryKey, queryFn } of queries())
      void queryClient.prefetchQuery({ queryKey, queryFn: queryFn as () => Promise<unknown> });
  });
  return null;
};

/** The first reads of the pages that have them, by path. */
const FIRST_QUERIES: Partial<Record<string, PageQueries>> = { [ADMIN_ROOT]: dashboardPageQueries };

/**
 * The shell mounts this subtree behind the shared admin guard. With the shell's context (its query client), the
 * pages' loaders start their reads; without it, there are no loaders.
 */
export function createAdminRoutes(context?: RoutesContext): RouteObject[] {
  /** A page in a chunk of its own (the index route when `path` is undefined). */
  const page = (to: string, load: () => Promise<ComponentType>): RouteObject => {
    const queries = FIRST_QUERIES[to];
    return {
      ...(to === ADMIN_ROOT ? { index: true } : { path: to.slice(ADMIN_ROOT.length + 1) }),
      ...(context && queries ? { loader: readsOnceAdmin(context.queryClient, queries) } : {}),
      lazy: async () => ({ Component: await load() }),
    };
  };
  return [
    {
      path: 'admin',
      lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
      children: [
        ...ADMIN_PAGES.map(({ to, load }) => page(to, load)),
        page(`${ADMIN_ROOT}/*`, async () => (await import('./pages/admin-not-found')).AdminNotFound),
      ],
    },
  ];
}

/** The same routes for a shell released before createAdminRoutes (the two deploy independently). */
export const adminRoutes: RouteObject[] = createAdminRoutes();
