import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { mayReloadTo, reloadTo } from './recovery';

const load = () => import('./after-error');
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
      const gone =
        mayReloadTo(href) &&
        (await load().then(
          (module) => module.isGone(error),
          () => false,
        ));
      if (gone) return current && reloadTo(href);
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
