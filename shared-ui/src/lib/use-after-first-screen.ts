import { useEffect, useState } from 'react';
import { SPLASH_DURATION_MS } from '../constants';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

// Once the first screen has passed, it has passed for the rest of the visit: later mounts start true.
let firstScreenPassed = false;

/**
 * True once the splash has lifted and the browser is idle. For features nobody can use under the splash
 * (notifications, smooth scrolling): their code then does not compete with what the first screen needs.
 * After the first screen of a visit this is true at once.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenPassed);
  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(
      () =>
        (cancelIdle = whenIdle(() => {
          firstScreenPassed = true;
          setReady(true);
        })),
      Math.max(0, SPLASH_DURATION_MS - performance.now()),
    );
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [ready]);
  return ready;
}
