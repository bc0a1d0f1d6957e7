import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { isGone, mayReloadTo, reloadTo } from './recovery';

const load = () => import('./route-error-page');
const Page = lazy(() => load().then((module) => ({ default: module.RouteErrorPage })));

/**
 * The shell's error boundary, fetched the first time a route fails rather than with every first load. A
 * navigation that found its code gone (an open tab across a redeploy) reloads once to the address the visitor
 * was going to, instead of showing an error.
 */
export function LazyRouteErrorPage() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  // Shown once it is known that a reload will not be tried (nothing flashes before a reload).
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    let current = true;
    void (async () => {
      if (mayReloadTo(href) && (await isGone(error))) return current && reloadTo(href);
      if (current) setDecided(true);
    })();
    return () => {
      current = false;
    };
  }, [error, href]);
  if (!decided) return null;
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
