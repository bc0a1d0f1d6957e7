import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true for a frame the browser has drawn (and from then on). For work that should
 * wait until what is on screen has been painted: the home page's sections below its first screen start their
 * reads then, so that on a slow line the first screen's reads do not share it with theirs; the image viewer's
 * zoom layer mounts then, so that its measuring is not part of the viewer's first commit. A hidden page
 * draws no frames, so there it turns true at once.
 */
export function useDrawn(ready = true): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    if (document.visibilityState === 'hidden') {
      setDrawn(true);
      return;
    }
    let timer: number | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDrawn(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, drawn]);
  return drawn;
}
