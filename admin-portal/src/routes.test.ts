import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { QueryClient } from 'shared-ui/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemsQueryOptions } from './features/content-manager/api/get-items';
import { eventsManager } from './features/events/api/events-manager';
import { ADMIN_PAGES, ADMIN_ROOT } from './layout/admin-pages';
import { dashboardPageQueries } from './page-queries';
import { adminRoutes, createAdminRoutes } from './routes';

// The table's and the tabs' code, as list pages' routes preload them (through, so the pages still get them).
vi.mock('shared-ui/admin', async (original) => {
  const admin = await original<typeof import('shared-ui/admin')>();
  return {
    ...admin,
    preloadDataTable: vi.fn(admin.preloadDataTable),
    preloadTabs: vi.fn(admin.preloadTabs),
  };
});

const initial = useAuthStore.getState();
afterEach(() => useAuthStore.setState(initial, true));

const dashboardRoute = (routes: RouteObject[]) => routes[0]!.children!.find((route) => route.index)!;
const runLoader = (route: RouteObject) =>
  (route.loader as (args: LoaderFunctionArgs) => unknown)({} as LoaderFunctionArgs);
// A loader's reads start one per task (shared-ui's prefetchPage): settling waits out a page's worth of turns.
const settle = async () => {
  for (let task = 0; task < 20; task++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function dashboardWithContext() {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  return { route: dashboardRoute(createAdminRoutes({ queryClient })), prefetch };
}

describe('the admin route table', () => {
  it('starts the dashboard’s first reads from its route once the admin is confirmed, not before', async () => {
    const { route, prefetch } = dashboardWithContext();
    expect(runLoader(route)).toBeNull();
    await settle();
    // Signed in, the role not yet answered: nothing is asked.
    useAuthStore.setState({ loading: false, user: { id: 'u1' } as never });
    await settle();
    expect(prefetch).not.toHaveBeenCalled();

    useAuthStore.setState({ isAdmin: true, isAdminChecked: true });
    await settle();
    expect(prefetch.mock.calls.map(([query]) => query.queryKey)).toEqual(
      dashboardPageQueries().map((query) => query.queryKey),
    );
  });

  it('asks nothing for someone who is not an admin, or nobody signed in', async () => {
    const { route, prefetch } = dashboardWithContext();
    useAuthStore.setState({
      loading: false,
      user: { id: 'u1' } as never,
      isAdmin: false,
      isAdminChecked: true,
    });
    runLoader(route);
    useAuthStore.setState({ ...initial, loading: false });
    runLoader(route);
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('without the shell’s context (a shell from before it) the routes are the same, without loaders', () => {
    const plain = adminRoutes[0]!.children!;
    const withContext = createAdminRoutes({ queryClient: new QueryClient() })[0]!.children!;
    expect(plain.map((route) => route.path ?? 'index')).toEqual(
      withContext.map((route) => route.path ?? 'index'),
    );
    expect(plain.some((route) => route.loader)).toBe(false);
    // With it, the pages that read on their first render have loaders: the dashboard and the managers.
    expect(withContext.filter((route) => route.loader).map((route) => route.path ?? 'index')).toEqual(
      ADMIN_PAGES.filter((page) => page.firstReads).map((page) =>
        page.to === ADMIN_ROOT ? 'index' : page.to.slice(`${ADMIN_ROOT}/`.length),
      ),
    );
    expect(withContext.filter((route) => route.loader).map((route) => route.path ?? 'index')).toEqual(
      expect.arrayContaining(['index', 'events', 'welcome', 'settings']),
    );
  });

  it('starts a manager’s list read from its route, with the key its page reads', async () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const events = createAdminRoutes({ queryClient })[0]!.children!.find((route) => route.path === 'events')!;
    useAuthStore.setState({
      loading: false,
      user: { id: 'u1' } as never,
      isAdmin: true,
      isAdminChecked: true,
    });
    runLoader(events);
    await settle();
    expect(prefetch.mock.calls.map(([query]) => query.queryKey)).toEqual([
      itemsQueryOptions(eventsManager).queryKey,
    ]);
  });

  it('a list page’s code comes with its table’s, and with its order tab’s when the list is ordered by hand', async () => {
    const { preloadDataTable, preloadTabs } = await import('shared-ui/admin');
    const route = (path: string) => adminRoutes[0]!.children!.find((child) => child.path === path)!;
    const loadPage = (path: string) => (route(path).lazy as () => Promise<{ Component: unknown }>)();

    expect((await loadPage('events')).Component).toBeTypeOf('function');
    expect(preloadDataTable).toHaveBeenCalledTimes(1);
    expect(preloadTabs).not.toHaveBeenCalled();

    await loadPage('milestones');
    expect(preloadDataTable).toHaveBeenCalledTimes(2);
    expect(preloadTabs).toHaveBeenCalledTimes(1);

    // A single row's page has no table.
    await loadPage('welcome');
    expect(preloadDataTable).toHaveBeenCalledTimes(2);
  });
});
