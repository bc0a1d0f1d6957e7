interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint, take input or run what is queued; the code after the await
 * continues in a new one (first in line where the browser has scheduler.yield).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
