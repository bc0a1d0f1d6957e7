import { useEffect, useEffectEvent, useState } from 'react';
import { queryRetryDelay } from '../../constants';

export interface AutoRetryOptions {
  /** Off: nothing is scheduled. */
  enabled: boolean;
  /** True while an attempt runs; the next one is timed from when it ends. */
  busy: boolean;
}

/**
 * Keeps retrying a failed read while it is on screen, so a page recovers by itself when the server or
 * the network comes back: on a backoff timer (2 s, 4 s, 8 s … capped like the query retries at 30 s),
 * at once when the browser reports it is online again, and when the page comes back into view.
 */
export function useAutoRetry(retry: (() => void) | undefined, { enabled, busy }: AutoRetryOptions): void {
  const [attempt, setAttempt] = useState(0);
  const active = enabled && retry !== undefined;
  const run = useEffectEvent((reset: boolean) => {
    if (busy || !retry) return;
    setAttempt((n) => (reset ? 0 : n + 1));
    retry();
  });

  useEffect(() => {
    if (!active || busy) return;
    const timer = setTimeout(() => run(false), queryRetryDelay(attempt + 1));
    return () => clearTimeout(timer);
  }, [active, busy, attempt]);

  useEffect(() => {
    if (!active) return;
    const now = () => run(true);
    const visible = () => document.visibilityState === 'visible' && run(true);
    window.addEventListener('online', now);
    window.addEventListener('focus', now);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', now);
      window.removeEventListener('focus', now);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [active]);
}
