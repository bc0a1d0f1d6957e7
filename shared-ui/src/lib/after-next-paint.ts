/**
 * Runs `callback` in a task after the browser's next paint, and returns what cancels it. A frame's callbacks run
 * before its style, layout and paint; a task queued from one runs after them, so what it reads from the layout is
 * already worked out. A hidden page draws no frames, so there it runs in the next task.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame: number | undefined;
  let timer: number | undefined;
  if (document.visibilityState === 'hidden') timer = window.setTimeout(callback);
  else frame = requestAnimationFrame(() => (timer = window.setTimeout(callback)));
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
