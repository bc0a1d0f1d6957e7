// What the apps use of react-router-dom, provided to every app as the shared 'react-router-dom' singleton
// (rspack.base.ts). A shared module keeps every export it has, so sharing the package itself ships all of
// React Router (framework mode, server rendering, cookies); this list lets the bundler drop the rest.
// react-router-dom.test.ts fails when an app imports a name that is missing here.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  // react-router's own RouterProvider, not react-router/dom's: that one only adds flushSync navigations, which
  // no app uses, and its module rode on every first load.
  RouterProvider,
} from 'react-router';
