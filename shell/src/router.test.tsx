import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRouterProvider, type RouteObject } from 'react-router-dom';
import { createMemoryAppRouter } from 'shared-ui/testing/memory-router';
import { QueryClient } from 'shared-ui/query';
import { describe, expect, it, vi } from 'vitest';
import { createRouteDiscovery, createShellRoutes, whenRouterReady, type ShellRouter } from './router';
import { isAdminPath } from './first-remote.mjs';
import { RemoteUnavailableError, type loadRemoteRoutes } from './remotes';

vi.mock('shared-auth', () => ({ useRecoveryRedirect: () => undefined }));
vi.mock('shared-auth/guard', async () => {
  const { Outlet } = await import('react-router-dom');
  return { AdminGuard: () => <Outlet />, SignInPage: () => <h1>Sign in</h1> };
});

const publicRoutes: RouteObject[] = [
  { path: '/', element: <h1>Public layout</h1> },
  { path: '*', element: <h1>Page not found</h1> },
];
const adminRoutes: RouteObject[] = [{ path: 'admin', element: <h1>Dashboard</h1> }];
const context = { queryClient: new QueryClient() };
const createPublicRoutes = vi.fn(() => publicRoutes);

function renderAt(path: string, load: typeof loadRemoteRoutes) {
  const router = createMemoryAppRouter(createShellRoutes(), {
    initialEntries: [path],
    discover: createRouteDiscovery(context, load),
  });
  render(<AppRouterProvider router={router} />);
  return router;
}

const loader = (impl: (name: string) => unknown) =>
  vi.fn(impl) as unknown as typeof loadRemoteRoutes & ReturnType<typeof vi.fn>;

describe('shell routing', () => {
  it('knows which paths belong to the admin portal', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/events')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });

  it('loads only the public remote for a public path', async () => {
    const load = loader(async () => ({ createPublicRoutes }));
    renderAt('/', load);
    expect(await screen.findByRole('heading', { name: 'Public layout' })).toBeInTheDocument();
    expect(load.mock.calls.map(([name]) => name)).toEqual(['publicSite']);
    // Its route loaders prefetch into the page's cache.
    expect(createPublicRoutes).toHaveBeenLastCalledWith(context);
  });

  it('serves /auth from the shell without loading any remote', async () => {
    const load = loader(async () => ({ createPublicRoutes }));
    renderAt('/auth', load);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the admin remote for /admin even after the public catch-all is known', async () => {
    const load = loader(async (name) => (name === 'publicSite' ? { createPublicRoutes } : { adminRoutes }));
    const router = renderAt('/nowhere', load);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(() => router.navigate('/admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load.mock.calls.map(([name]) => name)).toEqual(['publicSite', 'adminPortal']);
  });

  it('builds the admin routes with its context when the remote can (its loaders start reads), else takes the plain ones', async () => {
    const withLoaders: RouteObject[] = [{ path: 'admin', element: <h1>Dashboard with its reads</h1> }];
    const createAdminRoutes = vi.fn(() => withLoaders);
    renderAt(
      '/admin',
      loader(async () => ({ adminRoutes, createAdminRoutes })),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard with its reads' })).toBeInTheDocument();
    expect(createAdminRoutes).toHaveBeenLastCalledWith(context);
  });

  it('shows a retry inside the shell when a remote cannot load, and recovers on "Try again"', async () => {
    let online = false;
    const load = loader(async () => {
      if (!online) throw new RemoteUnavailableError('publicSite', new Error('offline'));
      return { createPublicRoutes };
    });
    renderAt('/', load);
    // The error page is a chunk of its own: on a busy machine its import alone can take longer than a second.
    expect(
      await screen.findByText(/public site could not be loaded/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Public layout' })).toBeInTheDocument();
  });
});

describe('whenRouterReady', () => {
  const routerAt = (load: typeof loadRemoteRoutes) =>
    createMemoryAppRouter(createShellRoutes(), {
      initialEntries: ['/'],
      discover: createRouteDiscovery(context, load),
    }) as unknown as ShellRouter;

  it('settles once the first route has its code', async () => {
    let arrive = () => {};
    const router = routerAt(
      loader(() => new Promise((resolve) => (arrive = () => resolve({ createPublicRoutes })))),
    );
    let ready = false;
    void whenRouterReady(router, 60_000).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(router.state.initialized).toBe(true);
  });

  it('settles when its time is up, however long the route takes', async () => {
    const router = routerAt(loader(() => new Promise(() => {})));
    await whenRouterReady(router, 30);
    expect(router.state.initialized).toBe(false);
  });
});
