import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_PAGES, ADMIN_ROOT } from './layout/admin-pages';

/** A page in a chunk of its own (the index route when `path` is undefined). */
const page = (path: string | undefined, load: () => Promise<ComponentType>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: await load() }),
});

/** The shell mounts this subtree behind the shared admin guard. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [
      ...ADMIN_PAGES.map(({ to, load }) =>
        page(to === ADMIN_ROOT ? undefined : to.slice(ADMIN_ROOT.length + 1), load),
      ),
      page('*', async () => (await import('./pages/admin-not-found')).AdminNotFound),
    ],
  },
];
