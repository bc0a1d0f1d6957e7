import { useEffect } from 'react';
import Lenis from 'lenis';
import { MOBILE_BREAKPOINT_PX, SMOOTH_SCROLL } from 'shared-ui';
import { lenisRef } from './lenis-instance';

/** Lenis at desktop widths only; below the breakpoint the browser's own scrolling is kept. */
export function useSmoothScroll(): void {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    let frame = 0;

    const stop = () => {
      cancelAnimationFrame(frame);
      lenisRef.current?.destroy();
      lenisRef.current = null;
    };
    const start = () => {
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
      if (query.matches) start();
    };

    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      stop();
    };
  }, []);
}
