import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { useAfterFirstScreen } from './use-after-first-screen';

describe('useAfterFirstScreen', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('stays false while the splash is up, then turns true once the browser is idle', () => {
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(SPLASH_DURATION_MS - 10));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1100));
    expect(result.current).toBe(true);
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
  });
});
