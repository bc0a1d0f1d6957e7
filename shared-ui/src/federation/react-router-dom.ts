// What the apps use of react-router-dom, provided to every app as the shared 'react-router-dom' singleton
// (rspack.base.ts). A shared module keeps every export it has, so sharing the package itself ships all of
// React Router (framework mode, server rendering, cookies); this list lets the bundler drop the rest.
// react-router-dom.test.ts fails when an app imports a name that is missing here.
//
// The router itself is ours (../router): React Router's declarative parts driven by a small router that keeps
// what the apps used of the data router (lazy routes, loaders, route discovery, error boundaries, useBlocker).
// The data router cost ~16 KB gzip more on every first load. useBlocker and useRouteError keep their names so
// that a remote built against the data router's runs unchanged under this shell.
export {
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export {
  createAppRouter,
  type AppRouter,
  type AppRouterOptions,
  type AppRouterState,
  type Blocker,
  type DiscoverRoutes,
  type PatchRoutes,
} from '../router/app-router';
export { AppRouterProvider, useBlocker, useRouteError } from '../router/app-router-provider';
export type { LoaderFunctionArgs, Location, RouteObject } from 'react-router';
