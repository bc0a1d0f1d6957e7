// What the shell needs once a route has failed, as one chunk: fetched then, or once the first screen is shown
// (preloadRouteErrorPage), so it is at hand when the connection or the page's release is gone.
export { RouteErrorPage } from './route-error-page';
export { isGone } from './gone';
