import { createAppRouter, type DiscoverRoutes, type RouteObject } from 'react-router-dom';
import type { RoutesContext } from 'shared-ui';
import { ShellFrame } from './frame/shell-frame';
import { isAdminPath } from './first-remote.mjs';
import { LazyRouteErrorPage } from './error-page/lazy-route-error-page';
import { loadRemoteRoutes } from './remotes';
import { yieldToMain } from 'shared-ui/yield-to-main';

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
  /** Nothing when the path's remote is already patched in, so the navigation commits in the same task. */
  const discover: DiscoverRoutes = ({ path, patch }) => {
    const routeId = isAdminPath(path) ? ADMIN_GUARD_ROUTE_ID : SHELL_ROUTE_ID;
    if (patched.has(routeId)) return undefined;
    return (async () => {
      if (routeId === ADMIN_GUARD_ROUTE_ID) {
        const { adminRoutes, createAdminRoutes } = await load('adminPortal');
        await yieldToMain();
        patch(routeId, createAdminRoutes?.(context) ?? adminRoutes);
      } else {
        const { createPublicRoutes } = await load('publicSite');
        await yieldToMain();
        patch(routeId, createPublicRoutes(context));
      }
      patched.add(routeId);
    })();
  };
  return discover;
}

export function createShellRouter(context: RoutesContext) {
  return createAppRouter(createShellRoutes(), { discover: createRouteDiscovery(context) });
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
