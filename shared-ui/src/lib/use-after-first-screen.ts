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

/**
 * True once the splash has lifted and the browser is idle. For features nobody can use under the splash
 * (notifications, smooth scrolling): their code then does not compete with what the first screen needs.
 * After the first page of a visit this is true at once.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = window.setTimeout(
      () => (cancelIdle = whenIdle(() => setReady(true))),
      Math.max(0, SPLASH_DURATION_MS - performance.now()),
    );
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  return ready;
}
