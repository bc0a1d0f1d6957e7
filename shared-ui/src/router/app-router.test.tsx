import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactElement } from 'react';
import {
  AppRouterProvider,
  isRouteErrorResponse,
  Navigate,
  type LoaderFunctionArgs,
  Outlet,
  useBlocker,
  useNavigate,
  useParams,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppRouter } from '../testing/memory-router';

function ShowError() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `${error.status}` : (error as Error).message}</p>;
}

const Layout = () => (
  <>
    <h1>Layout</h1>
    <Outlet />
  </>
);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the app router', () => {
  it('commits at once when nothing has to load', () => {
    const router = createMemoryAppRouter([{ path: '/', element: <h1>Home</h1> }]);
    expect(router.state.initialized).toBe(true);
    render(<AppRouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it("starts a page's loader before its code arrives and shows the page only once the code is in", async () => {
    const events: string[] = [];
    const code = deferred<{ Component: () => ReactElement }>();
    const router = createMemoryAppRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        {
          path: '/events/:id',
          loader: ({ params }) => (events.push(`loader ${params.id}`), null),
          lazy: () => (events.push('code asked'), code.promise),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<AppRouterProvider router={router} />);
    let navigated = false;
    void act(() => router.navigate('/events/7')).then(() => (navigated = true));
    expect(events).toEqual(['loader 7', 'code asked']);
    expect(router.state.navigation.state).toBe('loading');
    // The page being left stays until the next one can show.
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    function Event() {
      return <h1>Event {useParams().id}</h1>;
    }
    code.resolve({ Component: Event });
    await vi.waitFor(() => expect(navigated).toBe(true));
    expect(screen.getByRole('heading', { name: 'Event 7' })).toBeInTheDocument();
    expect(router.state.navigation.state).toBe('idle');
  });

  it("shows a route's failure in the nearest ErrorBoundary, under the routes above it, and asks for the code again next time", async () => {
    let fail = true;
    const lazy = vi.fn(async () => {
      if (fail) throw new Error('Loading chunk 12 failed');
      return { Component: () => <h2>Gallery</h2> };
    });
    const router = createMemoryAppRouter([
      {
        path: '/',
        Component: Layout,
        ErrorBoundary: ShowError,
        children: [
          { index: true, element: <h2>Home</h2> },
          { path: 'gallery', lazy },
        ],
      },
    ]);
    render(<AppRouterProvider router={router} />);
    await act(() => router.navigate('/gallery'));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk 12 failed');
    fail = false;
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/gallery'));
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Layout' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('catches what a page throws while rendering, and a new address clears it', async () => {
    const Broken = () => {
      throw new Error('cannot render');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryAppRouter(
      [
        {
          path: '/',
          Component: Layout,
          ErrorBoundary: ShowError,
          children: [
            { index: true, element: <h2>Home</h2> },
            { path: 'broken', Component: Broken },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<AppRouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('cannot render');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('follows a <Navigate> to a page whose code is still to come, once (the guard sending a visitor to sign in)', async () => {
    const lazy = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { Component: () => <h1>Sign in</h1> };
    });
    const router = createMemoryAppRouter(
      [
        // Its `state` a new object on each render, as the admin guard's is.
        { path: '/admin', Component: () => <Navigate to="/auth" replace state={{ from: '/admin' }} /> },
        { path: '/auth', lazy },
      ],
      { initialEntries: ['/admin'] },
    );
    render(<AppRouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it("answers an address no route matches with React Router's 404", () => {
    const router = createMemoryAppRouter([{ path: '/', element: <h1>Home</h1>, ErrorBoundary: ShowError }], {
      initialEntries: ['/nowhere'],
    });
    render(<AppRouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent('404');
  });

  it('discovers routes only where the address is not fully matched, and patches them in', async () => {
    const discover = vi.fn(
      async ({ path, patch }: { path: string; patch: (id: string, r: RouteObject[]) => void }) => {
        if (path === '/late') patch('root', [{ path: 'late', element: <h2>Late</h2> }]);
      },
    );
    const router = createMemoryAppRouter(
      [{ id: 'root', path: '/', Component: Layout, children: [{ index: true, element: <h2>Home</h2> }] }],
      { discover },
    );
    render(<AppRouterProvider router={router} />);
    expect(discover).not.toHaveBeenCalled();
    await act(() => router.navigate('/late'));
    expect(screen.getByRole('heading', { name: 'Late' })).toBeInTheDocument();
    expect(discover).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/late'));
    expect(discover).toHaveBeenCalledTimes(1);
  });

  it("runs a kept route's loader again unless its shouldRevalidate says not to", async () => {
    const layoutLoader = vi.fn(() => null);
    const pageLoader = vi.fn((_args: LoaderFunctionArgs) => null);
    const router = createMemoryAppRouter([
      {
        path: '/',
        Component: Layout,
        loader: layoutLoader,
        shouldRevalidate: () => false,
        children: [{ path: 'sermons', loader: pageLoader, element: <h2>Sermons</h2> }],
      },
    ]);
    await router.navigate('/sermons');
    await router.navigate('/sermons?page=2');
    expect(layoutLoader).toHaveBeenCalledTimes(1);
    expect(pageLoader).toHaveBeenCalledTimes(2);
    expect(new URL(pageLoader.mock.lastCall![0].request.url).searchParams.get('page')).toBe('2');
  });
});

describe('useBlocker', () => {
  function Editor({ dirty }: { dirty: boolean }) {
    const blocker = useBlocker(
      ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    );
    if (blocker.state !== 'blocked') return <h2>Editor</h2>;
    return (
      <div role="dialog" aria-label={`Leave for ${blocker.location.pathname}?`}>
        <button type="button" onClick={blocker.proceed}>
          Leave
        </button>
        <button type="button" onClick={blocker.reset}>
          Stay
        </button>
      </div>
    );
  }

  function renderEditor(dirty: boolean) {
    const router = createMemoryAppRouter(
      [
        { path: '/', element: <h2>Home</h2> },
        { path: '/edit', element: <Editor dirty={dirty} /> },
      ],
      { initialEntries: ['/', '/edit'] },
    );
    render(<AppRouterProvider router={router} />);
    return router;
  }

  it('holds a link away from unsaved changes until the visitor chooses', async () => {
    const router = renderEditor(true);
    await act(() => router.navigate('/'));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('dialog', { name: 'Leave for /?' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Stay' }).click());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
  });

  it('holds the back button too, and goes back when the visitor leaves', async () => {
    const router = renderEditor(true);
    act(() => void router.navigate(-1));
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/edit');
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
  });

  it("judges a navigation by the page's last commit, before that commit's passive effects have run", () => {
    // Passive effects may run a task after their commit, and a Back press can land in between. Here a sibling's
    // layout effect navigates at that moment: right after the commit that made the editor dirty.
    function Page() {
      const [dirty, setDirty] = useState(false);
      const navigate = useNavigate();
      useLayoutEffect(() => {
        if (dirty) void navigate('/');
      }, [dirty, navigate]);
      return (
        <>
          <Editor dirty={dirty} />
          <button type="button" onClick={() => setDirty(true)}>
            Type
          </button>
        </>
      );
    }
    const router = createMemoryAppRouter(
      [
        { path: '/', element: <h2>Home</h2> },
        { path: '/edit', element: <Page /> },
      ],
      { initialEntries: ['/', '/edit'] },
    );
    render(<AppRouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'Type' }).click());
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('dialog', { name: 'Leave for /?' })).toBeInTheDocument();
  });

  it('lets navigations through while nothing is unsaved', async () => {
    const router = renderEditor(false);
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
