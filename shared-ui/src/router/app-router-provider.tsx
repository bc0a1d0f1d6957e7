import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  Outlet,
  Router,
  UNSAFE_RouteContext as RouteContext,
  type Location,
  type RouteObject,
} from 'react-router';
import type { AppRouter, AppRouterState, Blocker, BlockerFunction } from './app-router';

const RouterContext = createContext<AppRouter | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useAppRouter(hook: string): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} must be used inside <AppRouterProvider>`);
  return router;
}

const useRouterState = (router: AppRouter) => useSyncExternalStore(router.subscribe, () => router.state);

/** What a route's ErrorBoundary is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * Holds in-app navigations (links, back and forward) while `shouldBlock` says so; the returned blocker is
 * 'blocked' with the address asked for until the page calls `proceed` or `reset`.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const router = useAppRouter('useBlocker');
  const latest = useRef(shouldBlock);
  // A layout effect, not a passive one: passive effects may run a task after the commit, and a Back press
  // landing in that task would be judged by the previous render's answer (the form not yet dirty).
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    router.setBlocker((args) =>
      typeof latest.current === 'function' ? latest.current(args) : latest.current,
    );
    return () => router.setBlocker(null);
  }, [router]);
  return useRouterState(router).blocker;
}

function DefaultError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : 'Something went wrong'}</p>;
}

function boundaryOf(route: RouteObject): ReactNode {
  if (route.ErrorBoundary) return <route.ErrorBoundary />;
  return route.errorElement ?? <DefaultError />;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route's ErrorBoundary for what its subtree throws while rendering; a new address clears it. */
class RenderErrorBoundary extends Component<
  BoundaryProps,
  { caught: { error: unknown } | null; location: Location }
> {
  override state = { caught: null as { error: unknown } | null, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <RouteErrorContext.Provider value={caught.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

/** The matched routes, outermost first, each given the next as its <Outlet /> (what React Router's <Routes> does). */
function renderMatches({
  matches,
  error,
  location,
}: Pick<AppRouterState, 'matches' | 'error' | 'location'>): ReactNode {
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = matches[i]!.route;
    let element: ReactNode;
    if (error?.index === i) {
      element = (
        <RouteErrorContext.Provider value={error.error}>{boundaryOf(route)}</RouteErrorContext.Provider>
      );
    } else {
      element = route.Component ? <route.Component /> : (route.element ?? <Outlet />);
      if (route.ErrorBoundary || route.errorElement) {
        element = (
          <RenderErrorBoundary location={location} fallback={boundaryOf(route)}>
            {element}
          </RenderErrorBoundary>
        );
      }
    }
    outlet = (
      <RouteContext.Provider value={{ outlet, matches: matches.slice(0, i + 1), isDataRoute: false }}>
        {element}
      </RouteContext.Provider>
    );
  }
  return outlet;
}

/**
 * The router's state as the pages render it: each change as a transition, which React renders in slices that
 * yield to input (React Router's RouterProvider does the same). Read with useSyncExternalStore, a new page
 * rendered in one task: the admin dashboard's blocked the main thread ~180 ms under Lighthouse's mobile CPU.
 */
function useTransitionRouterState(router: AppRouter): AppRouterState {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const show = (next: AppRouterState) => startTransition(() => setState(next));
    // A change between the first render and this subscription.
    show(router.state);
    return router.subscribe(show);
  }, [router]);
  return state;
}

/** Renders `router`'s committed address: nothing until its first navigation has its routes' code. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const { initialized, location, historyAction, matches, error } = useTransitionRouterState(router);
  // The same elements while a navigation loads or a blocker asks: the pages do not render again for those (a
  // <Navigate> would navigate again, its `state` being a new object each render, and never settle).
  const routes = useMemo(() => renderMatches({ matches, error, location }), [matches, error, location]);
  if (!initialized) return null;
  return (
    <RouterContext.Provider value={router}>
      <Router location={location} navigationType={historyAction} navigator={router.navigator}>
        {routes}
      </Router>
    </RouterContext.Provider>
  );
}
