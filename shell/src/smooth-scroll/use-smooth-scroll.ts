import { useEffect } from 'react';
import { useAfterFirstScreen } from 'shared-ui';

/** Smooth scrolling at desktop widths from when the splash has lifted; its code is not part of the first load. */
export function useSmoothScroll(): void {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./follow-breakpoint').then(({ followBreakpoint }) => {
      if (!unmounted) stop = followBreakpoint();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [afterFirstScreen]);
}
