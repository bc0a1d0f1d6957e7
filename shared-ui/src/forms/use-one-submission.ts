import { useRef } from 'react';

/**
 * Wraps a form's submit handler so that a submit arriving while the last one's handler is still running (a double
 * click, a double tap, Enter twice) is ignored, and the same message or row is not sent twice. A ref, not state:
 * the second press can arrive before any render has shown the button busy.
 */
export function useOneSubmissionAtATime<E extends { preventDefault(): void }>(
  handler: (event: E) => unknown,
): (event: E) => void {
  const running = useRef(false);
  return (event) => {
    if (running.current) {
      event.preventDefault();
      return;
    }
    running.current = true;
    void (async () => {
      try {
        await handler(event);
      } finally {
        running.current = false;
      }
    })();
  };
}
