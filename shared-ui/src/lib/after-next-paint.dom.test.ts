import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs in the task after the next frame, not in the frame', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before the frame or after it', () => {
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(
      (handle) => void (frames[handle - 1] = () => {}),
    );
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const cancel = afterNextPaint(afterFrame);
    drawFrame();
    cancel();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });

  it('on a hidden page, which draws no frames, runs in the next task', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterNextPaint(run);
    expect(frames).toHaveLength(0);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
