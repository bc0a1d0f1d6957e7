import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX, SMOOTH_SCROLL, useAfterFirstScreen } from 'shared-ui';
import { lenisRef } from './lenis-instance';

/** Lenis at desktop widths only, from when the splash has lifted; below the breakpoint the browser's own scrolling is kept. */
export function useSmoothScroll(): void {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen) return;
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    let frame = 0;
    // Bumped by every stop, so a Lenis whose code arrives after the width changed back is not started.
    let generation = 0;

    const stop = () => {
      generation++;
      cancelAnimationFrame(frame);
      lenisRef.current?.destroy();
      lenisRef.current = null;
    };
    // Fetched when first needed, not with the shell: a visitor's first paint does not wait for it.
    const start = async () => {
      const started = generation;
      const { default: Lenis } = await import('lenis');
      if (started !== generation) return;
      const lenis = new Lenis({
        lerp: SMOOTH_SCROLL.lerp,
        wheelMultiplier: SMOOTH_SCROLL.wheelMultiplier,
        orientation: 'vertical',
        gestureOrientation: 'vertical',
      });
      lenisRef.current = lenis;
      const raf = (time: number) => {
        lenis.raf(time);
        frame = requestAnimationFrame(raf);
      };
      frame = requestAnimationFrame(raf);
    };
    const apply = () => {
      stop();
      if (query.matches) void start();
    };

    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      stop();
    };
  }, [afterFirstScreen]);
}
