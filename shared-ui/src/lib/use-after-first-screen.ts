import { startTransition, useEffect, useState } from 'react';
import { SPLASH_DURATION_MS } from '../constants';

/** Runs `callback` at the browser's next idle moment (within a second); returns what cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

// Once the first screen has passed, it has passed for the rest of the visit: later mounts start true.
let firstScreenPassed = false;
/** What waits for it, run in one task so that React renders every component waiting in one pass. */
const waiting = new Set<() => void>();
let stopWaiting: (() => void) | undefined;

function firstScreenHasPassed() {
  firstScreenPassed = true;
  stopWaiting = undefined;
  // As a transition, what renders then renders in slices that yield to input, not in one long task.
  startTransition(() => {
    for (const run of [...waiting]) run();
  });
  waiting.clear();
}

/** One wait for the page: from the splash's end to the browser's next idle moment. */
function waitForFirstScreen() {
  if (stopWaiting) return;
  let cancelIdle = () => {};
  const timer = window.setTimeout(
    () => (cancelIdle = whenIdle(firstScreenHasPassed)),
    Math.max(0, SPLASH_DURATION_MS - performance.now()),
  );
  stopWaiting = () => {
    window.clearTimeout(timer);
    cancelIdle();
    stopWaiting = undefined;
  };
}

/**
 * Runs `run` once the first screen has passed (at once if it has); returns what cancels it. For work a component
 * starts then without drawing anything different (a live channel): unlike useAfterFirstScreen it does not render
 * the component again, and a page's component renders its whole page.
 */
export function whenFirstScreenHasPassed(run: () => void): () => void {
  if (firstScreenPassed) {
    run();
    return () => {};
  }
  waiting.add(run);
  waitForFirstScreen();
  return () => {
    waiting.delete(run);
    if (waiting.size === 0) stopWaiting?.();
  };
}

/**
 * True once the splash has lifted and the browser is idle. For features nobody can use under the splash
 * (notifications, smooth scrolling): their code then does not compete with what the first screen needs.
 * After the first screen of a visit this is true at once. Every component waiting turns at the same moment, in
 * one render (each with its own idle callback, a page of pictures re-rendered in as many tasks).
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenPassed);
  useEffect(() => (ready ? undefined : whenFirstScreenHasPassed(() => setReady(true))), [ready]);
  return ready;
}
