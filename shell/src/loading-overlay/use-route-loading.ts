import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOADING_OVERLAY_DELAY_MS } from 'shared-ui';
import type { ShellRouter } from '../router';

function useSinceStartElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(() => performance.now() >= ms);
  useEffect(() => {
    if (elapsed) return;
    const timer = setTimeout(() => setElapsed(true), ms - performance.now());
    return () => clearTimeout(timer);
  }, [elapsed, ms]);
  return elapsed;
}

/** True while a route's code or data is loading, but never in the first 2 s (the splash covers those). */
export function useRouteLoading(router: ShellRouter): boolean {
  const busy = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => !router.state.initialized || router.state.navigation.state !== 'idle',
  );
  return useSinceStartElapsed(LOADING_OVERLAY_DELAY_MS) && busy;
}
