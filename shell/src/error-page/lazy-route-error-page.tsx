import { lazy, Suspense } from 'react';

const load = () => import('./route-error-page');
const Page = lazy(() => load().then((module) => ({ default: module.RouteErrorPage })));

/** The shell's error boundary, fetched the first time a route fails rather than with every first load. */
export function LazyRouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** Fetched once the first screen is shown, so the page is at hand if the connection drops later. */
export function preloadRouteErrorPage(): void {
  load().catch(() => undefined);
}
