import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * True once `ready` has been true for a frame the browser has drawn (and from then on). For work that should
 * wait until what is on screen has been painted: the home page's sections below its first screen start their
 * reads then, so that on a slow line the first screen's reads do not share it with theirs; the image viewer's
 * zoom layer mounts then, so that its measuring is not part of the viewer's first commit. A hidden page
 * draws no frames, so there it turns true at once.
 */
export function useDrawn(ready = true): boolean {
  const [drawn, setDrawn] = useState(() => ready && document.visibilityState === 'hidden');
  useEffect(() => {
    if (!ready || drawn) return;
    return afterNextPaint(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}
