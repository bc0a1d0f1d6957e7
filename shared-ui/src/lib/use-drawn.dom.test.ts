import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDrawn } from './use-drawn';

describe('useDrawn', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays false while not ready, whatever is drawn', () => {
    const { result } = renderHook(() => useDrawn(false));
    act(() => vi.runAllTimers());
    expect(frames).toHaveLength(0);
    expect(result.current).toBe(false);
  });

  it('turns true only after the frame drawn once ready, and stays true', () => {
    const { result, rerender } = renderHook(({ ready }) => useDrawn(ready), {
      initialProps: { ready: true },
    });
    expect(result.current).toBe(false);
    act(() => frames.shift()!(0));
    // The frame's callback ran; the paint has not happened until the task after it.
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('turns true at once on a hidden page, which draws no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useDrawn(true));
    expect(frames).toHaveLength(0);
    expect(result.current).toBe(true);
  });
});
