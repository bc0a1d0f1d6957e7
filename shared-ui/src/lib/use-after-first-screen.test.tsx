import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { useAfterFirstScreen, whenFirstScreenHasPassed } from './use-after-first-screen';

describe('useAfterFirstScreen', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('stays false while the splash is up, then turns true once the browser is idle', () => {
    const { result } = renderHook(() => useAfterFirstScreen());
    // A second component waiting shares the page's one wait (and turns in the same task).
    const other = renderHook(() => useAfterFirstScreen());
    // So does work started then without a render (a page's live channel); cancelled, it never runs.
    const listen = vi.fn();
    whenFirstScreenHasPassed(listen);
    const cancelled = vi.fn();
    whenFirstScreenHasPassed(cancelled)();
    expect(vi.getTimerCount()).toBe(1);
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(SPLASH_DURATION_MS - 10));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1100));
    expect(result.current).toBe(true);
    expect(other.result.current).toBe(true);
    expect(listen).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('is true almost at once on a page opened after the splash time', () => {
    vi.advanceTimersByTime(SPLASH_DURATION_MS + 500);
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });

  it('is true on the first render of anything mounted after the first screen has passed', () => {
    // The tests above have seen the first screen pass.
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(true);
    const listen = vi.fn();
    whenFirstScreenHasPassed(listen);
    expect(listen).toHaveBeenCalledTimes(1);
  });
});
