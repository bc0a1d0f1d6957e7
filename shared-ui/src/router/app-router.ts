import {
  matchRoutes,
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';

/**
 * The page's router: React Router's declarative parts (links, params, outlets; ~13 KB gzip) driven by this
 * file, instead of its data router (createBrowserRouter; ~30 KB gzip on every first load, bench P1). It keeps
 * the part of the data router the apps use, with the same route objects (remote-contract.ts):
 * - a navigation commits once its routes' code (`lazy`) is in and their `loader`s have started, so a page
 *   never renders half-loaded and its reads start alongside its code; meanwhile `navigation.state` is 'loading';
 * - `discover` patches a remote's routes in before matching (the data router's patchRoutesOnNavigation);
 * - a route's `ErrorBoundary` shows what failed in its subtree (discovery, code, loader or render);
 * - one blocker at a time may hold a navigation (useBlocker), including the browser's back button.
 */

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined; location: undefined }
  | { state: 'blocked'; proceed(): void; reset(): void; location: Location };

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

export interface AppRouterState {
  /** The first navigation has committed. */
  initialized: boolean;
  location: Location;
  historyAction: NavigationType;
  matches: RouteMatch[];
  /** What failed, shown by the ErrorBoundary of `matches[index]` (the routes below it are not rendered). */
  error: { index: number; error: unknown } | null;
  navigation: { state: 'idle' | 'loading' };
  blocker: Blocker;
}

/** The history a router follows: the browser's, or one in memory (tests). */
export type History = ReturnType<typeof createBrowserHistory>;

export type PatchRoutes = (routeId: string, children: RouteObject[]) => void;
export type DiscoverRoutes = (args: { path: string; patch: PatchRoutes }) => Promise<void> | void;

export interface AppRouterOptions {
  discover?: DiscoverRoutes;
  /** The browser's history unless given (tests pass one in memory: shared-ui/testing/memory-router). */
  history?: History;
}

/** What React Router answers for an address no route matches, so isRouteErrorResponse tells it apart. */
const notFound = (location: Location) => ({
  status: 404,
  statusText: 'Not Found',
  internal: true,
  data: `Error: No route matches URL "${location.pathname}"`,
});

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/** A route's code, fetched once; the route object then carries its Component like any other. */
const loadingCode = new WeakMap<RouteObject, Promise<void>>();
function loadCode(route: RouteObject): Promise<void> | undefined {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return undefined;
  let loading = loadingCode.get(route);
  if (!loading) {
    loading = Promise.resolve(lazy()).then(
      (properties) => {
        Object.assign(route, properties, { lazy: undefined });
      },
      (error: unknown) => {
        // Asked again on the next navigation to it (a dropped connection should not stick).
        loadingCode.delete(route);
        throw error;
      },
    );
    loadingCode.set(route, loading);
  }
  return loading;
}

/** The nearest route at or above `index` with an ErrorBoundary (the first route when none has one). */
function boundaryAt(matches: RouteMatch[], index: number): number {
  for (let i = Math.min(index, matches.length - 1); i >= 0; i--) {
    if (matches[i]!.route.ErrorBoundary || matches[i]!.route.errorElement) return i;
  }
  return 0;
}

function toLocation(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'default',
  };
}

export function createAppRouter(routes: RouteObject[], options: AppRouterOptions = {}) {
  const history = options.history ?? createBrowserHistory();
  const listeners = new Set<(state: AppRouterState) => void>();
  let state: AppRouterState = {
    initialized: false,
    location: history.location,
    historyAction: history.action,
    matches: [],
    error: null,
    navigation: { state: 'loading' },
    blocker: UNBLOCKED,
  };
  let blockerFunction: BlockerFunction | null = null;
  let latest = 0;
  /** A history move this router made itself (undoing or redoing a blocked back/forward): not a navigation to hold. */
  let ownPop: 'ignore' | 'pass' | null = null;

  function update(patch: Partial<AppRouterState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  const patch: PatchRoutes = (routeId, children) => {
    const route = findRoute(routes, routeId);
    if (route) route.children = [...(route.children ?? []), ...children];
  };

  /** The latest navigation, settled once it has committed (or been overtaken). */
  let navigating = Promise.resolve();
  function load(location: Location, historyAction: NavigationType): Promise<void> {
    navigating = resolve(location, historyAction);
    return navigating;
  }

  /** The first route alone (the shell's frame), for what its ErrorBoundary shows when nothing else can. */
  const firstRoute = (): RouteMatch[] =>
    routes[0] ? [{ params: {}, pathname: '/', pathnameBase: '/', route: routes[0] }] : [];

  /**
   * Discovery, then matching; each route's loader starts (its reads go out alongside the code), then the routes'
   * code is awaited. What a loader returns is not waited for: loaders here start reads and return. Synchronous
   * when nothing has to load, so a search-parameter change commits in the same task.
   */
  function resolve(location: Location, historyAction: NavigationType): Promise<void> {
    const id = ++latest;
    const commit = (matches: RouteMatch[], error: AppRouterState['error']) => {
      if (id !== latest) return;
      update({
        initialized: true,
        location,
        historyAction,
        matches: error ? matches.slice(0, error.index + 1) : matches,
        error,
        navigation: { state: 'idle' },
      });
    };
    const fail = (error: unknown) => commit(firstRoute(), { index: 0, error });
    const afterDiscovery = (matches = matchRoutes(routes, location)): Promise<void> | void => {
      if (!matches) return fail(notFound(location));
      const failures = startLoaders(matches, location);
      const code = matches.map((match) => loadCode(match.route));
      const settle = (codeFailures: unknown[]) => {
        const failed = matches.findIndex(
          (_, i) => failures[i] !== undefined || codeFailures[i] !== undefined,
        );
        if (failed < 0) return commit(matches, null);
        commit(matches, {
          index: boundaryAt(matches, failed),
          error: codeFailures[failed] ?? failures[failed],
        });
      };
      if (code.every((loading) => loading === undefined)) return settle([]);
      // Not for a navigation another has overtaken while it discovered: nothing would set it back to idle.
      if (id === latest) update({ navigation: { state: 'loading' } });
      return Promise.all(
        code.map((loading) =>
          loading?.then(
            () => undefined,
            (error: unknown) => error ?? new Error('A route failed to load'),
          ),
        ),
      ).then(settle);
    };
    try {
      // As the data router does: routes may be missing where nothing matches or only a catch-all (`*`) does.
      const matches = matchRoutes(routes, location);
      const complete = matches !== null && !matches.at(-1)!.route.path?.includes('*');
      const discovering = complete ? undefined : options.discover?.({ path: location.pathname, patch });
      if (!discovering) return Promise.resolve(afterDiscovery(matches));
      update({ navigation: { state: 'loading' } });
      // Discovery failed (a remote could not load): the first route (the shell's frame) shows it.
      return discovering.then(() => afterDiscovery(), fail);
    } catch (error) {
      fail(error);
      return Promise.resolve();
    }
  }

  /** What a route's shouldRevalidate is asked (a navigation; the data router's form submissions do not happen here). */
  const revalidation = (nextUrl: URL, nextParams: RouteMatch['params']) =>
    ({
      currentUrl: history.createURL(state.location),
      currentParams: state.matches.at(-1)?.params ?? {},
      nextUrl,
      nextParams,
      defaultShouldRevalidate: true,
    }) as Parameters<NonNullable<RouteObject['shouldRevalidate']>>[0];

  /** Starts the loaders of the routes newly matched (and of those kept whose shouldRevalidate agrees). */
  function startLoaders(matches: RouteMatch[], location: Location): unknown[] {
    const previous = new Set(state.matches.map((match) => match.route));
    if (!matches.some(({ route }) => typeof route.loader === 'function')) return [];
    const url = history.createURL(location);
    const request = new Request(url);
    return matches.map(({ route, params }) => {
      if (typeof route.loader !== 'function') return undefined;
      if (previous.has(route) && route.shouldRevalidate && !route.shouldRevalidate(revalidation(url, params)))
        return undefined;
      try {
        void route.loader({ params, request, url, pattern: route.path ?? '', context: undefined });
        return undefined;
      } catch (error) {
        return error ?? new Error('A route failed to load');
      }
    });
  }

  function holds(nextLocation: Location, historyAction: NavigationType): boolean {
    return blockerFunction?.({ currentLocation: state.location, nextLocation, historyAction }) ?? false;
  }

  function go(historyAction: 'PUSH' | 'REPLACE', to: To, historyState?: unknown): Promise<void> {
    const next = toLocation(to, historyState);
    const move = () => {
      if (historyAction === 'PUSH') history.push(to, historyState);
      else history.replace(to, historyState);
      return load(history.location, historyAction as NavigationType);
    };
    if (!holds(next, historyAction as NavigationType)) return move();
    update({ blocker: blocked(next, () => void move()) });
    return Promise.resolve();
  }

  function blocked(location: Location, proceed: () => void): Blocker {
    return {
      state: 'blocked',
      location,
      proceed: () => {
        update({ blocker: UNBLOCKED });
        proceed();
      },
      reset: () => update({ blocker: UNBLOCKED }),
    };
  }

  history.listen(({ action, location, delta }) => {
    if (ownPop === 'ignore') {
      ownPop = null;
      return;
    }
    const own = ownPop === 'pass';
    ownPop = null;
    if (!own && delta != null && holds(location, action)) {
      // The browser has already moved: move back, and forward again if the visitor proceeds.
      ownPop = 'ignore';
      history.go(-delta);
      update({
        blocker: blocked(location, () => {
          ownPop = 'pass';
          history.go(delta);
        }),
      });
      return;
    }
    void load(location, action);
  });

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, historyState) => void go('PUSH', to, historyState),
    replace: (to, historyState) => void go('REPLACE', to, historyState),
  };

  void load(history.location, history.action);

  return {
    get state() {
      return state;
    },
    navigator,
    subscribe(listener: (state: AppRouterState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Navigates as a link would (tests, and code outside the route tree). */
    navigate(to: To | number, opts: { replace?: boolean; state?: unknown } = {}): Promise<void> {
      if (typeof to !== 'number') return go(opts.replace ? 'REPLACE' : 'PUSH', to, opts.state);
      history.go(to);
      return navigating;
    },
    /** One blocker at a time: the page with unsaved changes that registered last. */
    setBlocker(fn: BlockerFunction | null) {
      blockerFunction = fn;
      if (!fn && state.blocker.state !== 'unblocked') update({ blocker: UNBLOCKED });
    },
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;
