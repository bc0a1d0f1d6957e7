import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RoutesContext } from 'shared-ui';
import { prefetchPage } from 'shared-ui/prefetch';
import type { AdminPageQueries } from './page-queries';
import { ADMIN_PAGES, ADMIN_ROOT } from './layout/admin-pages';
import { whenAdminConfirmed } from './lib/when-admin-confirmed';

/**
 * The shell mounts this subtree behind the shared admin guard. With the shell's context (its query client), the
 * pages' loaders start their reads; without it, there are no loaders.
 */
export function createAdminRoutes(context?: RoutesContext): RouteObject[] {
  /**
   * A page in a chunk of its own (the dashboard is the index route). Its loader starts its first reads once the
   * admin is confirmed, and returns at once: they then go out while react-dom and the page's code are still
   * downloading, not after the page has rendered (bench P8b, P9). Its hooks find them in flight, or answered.
   */
  const page = (
    to: string,
    load: () => Promise<ComponentType>,
    firstReads?: AdminPageQueries,
  ): RouteObject => ({
    ...(to === ADMIN_ROOT ? { index: true } : { path: to.slice(ADMIN_ROOT.length + 1) }),
    ...(context && firstReads
      ? { loader: prefetchPage(context.queryClient, firstReads, whenAdminConfirmed) }
      : {}),
    lazy: async () => ({ Component: await load() }),
  });
  return [
    {
      path: 'admin',
      lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
      children: [
        ...ADMIN_PAGES.map(({ to, load, firstReads }) => page(to, load, firstReads)),
        page(`${ADMIN_ROOT}/*`, async () => (await import('./pages/admin-not-found')).AdminNotFound),
      ],
    },
  ];
}

/** The same routes for a shell released before createAdminRoutes (the two deploy independently). */
export const adminRoutes: RouteObject[] = createAdminRoutes();
