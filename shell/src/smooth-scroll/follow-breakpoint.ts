import { MOBILE_BREAKPOINT_PX, SMOOTH_SCROLL } from 'shared-ui';
import { lenisRef } from './lenis-instance';

/**
 * Lenis while the window is at least the breakpoint wide, the browser's own scrolling below it; returns the stop.
 * It starts at the visitor's first turn of the wheel (that turn scrolls as the browser does): a visit that never
 * scrolls downloads none of it (bench P1w) and runs no per-frame loop.
 */
export function followBreakpoint(): () => void {
  const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  let frame = 0;
  // Bumped by every stop, so a Lenis whose code arrives after the width changed back is not started.
  let generation = 0;
  let wheelTurned = false;
  const onFirstWheel = () => {
    wheelTurned = true;
    apply();
  };

  const stop = () => {
    generation++;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', onFirstWheel);
    lenisRef.current?.destroy();
    lenisRef.current = null;
  };
  // Fetched when first wide enough: a phone never downloads it.
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
    if (!query.matches) return;
    if (wheelTurned) void start();
    else window.addEventListener('wheel', onFirstWheel, { once: true, passive: true });
  };

  apply();
  query.addEventListener('change', apply);
  return () => {
    query.removeEventListener('change', apply);
    stop();
  };
}
