import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RoutesContext } from 'shared-ui';
import { ShellFrame } from './frame/shell-frame';
import { LazyRouteErrorPage } from './error-page/lazy-route-error-page';
import { loadRemoteRoutes } from './remotes';
import { yieldToMain } from './yield-to-main';

export const SHELL_ROUTE_ID = 'shell';
export const ADMIN_GUARD_ROUTE_ID = 'admin-guard';

/**
 * The shell owns only mount points. The public layout and /image-viewer are patched in from publicSite,
 * the /admin subtree (behind the guard) from adminPortal, each the first time a path needs it, so a
 * visitor never fetches admin code and an outage of one remote leaves the other's routes working.
 */
export function createShellRoutes(): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      Component: ShellFrame,
      ErrorBoundary: LazyRouteErrorPage,
      children: [
        { path: 'auth', lazy: async () => ({ Component: (await import('shared-auth/guard')).SignInPage }) },
        {
          id: ADMIN_GUARD_ROUTE_ID,
          lazy: async () => ({ Component: (await import('shared-auth/guard')).AdminGuard }),
          children: [],
        },
      ],
    },
  ];
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

type PatchRoutes = (routeId: string, children: RouteObject[]) => void;

/**
 * Route discovery: which remote a path needs, loaded once; a failure is retried on the next navigation.
 * Evaluating a remote's route table and starting the navigation (matching, the page's code and reads) were
 * one 20-40 ms task; a phone takes four times that without answering a tap, so they run in two.
 */
export function createRouteDiscovery(
  context: RoutesContext,
  load: typeof loadRemoteRoutes = loadRemoteRoutes,
) {
  const patched = new Set<string>();
  return async function patchRoutesOnNavigation({ path, patch }: { path: string; patch: PatchRoutes }) {
    if (isAdminPath(path)) {
      if (patched.has(ADMIN_GUARD_ROUTE_ID)) return;
      const { adminRoutes } = await load('adminPortal');
      await yieldToMain();
      patch(ADMIN_GUARD_ROUTE_ID, adminRoutes);
      patched.add(ADMIN_GUARD_ROUTE_ID);
      return;
    }
    if (patched.has(SHELL_ROUTE_ID)) return;
    const { createPublicRoutes } = await load('publicSite');
    await yieldToMain();
    patch(SHELL_ROUTE_ID, createPublicRoutes(context));
    patched.add(SHELL_ROUTE_ID);
  };
}

export function createShellRouter(context: RoutesContext) {
  return createBrowserRouter(createShellRoutes(), { patchRoutesOnNavigation: createRouteDiscovery(context) });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;

/** Settles once the router's first navigation has (its route's code is in, its loaders started), or after `withinMs`. */
export function whenRouterReady(router: ShellRouter, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => state.initialized && ready());
    const timer = setTimeout(ready, Math.max(0, withinMs));
    function ready() {
      stop();
      clearTimeout(timer);
      resolve();
    }
  });
}
