import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries only on request unless told to keep trying', () => {
    const retry = vi.fn();
    render(<ErrorState title="We couldn’t load the events." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your connection and try again.');
    act(() => vi.advanceTimersByTime(120_000));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('with autoRetry: says it keeps trying, backs off to 30 s, retries on focus and online', () => {
    const retry = vi.fn();
    render(<ErrorState title="We couldn’t load the events." onRetry={retry} autoRetry />);
    expect(screen.getByRole('alert')).toHaveTextContent('We’ll keep trying');
    [2_000, 4_000, 8_000, 16_000, 30_000, 30_000].forEach((delay, i) => {
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(retry).toHaveBeenCalledTimes(i);
      act(() => vi.advanceTimersByTime(1));
      expect(retry).toHaveBeenCalledTimes(i + 1);
    });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(retry).toHaveBeenCalledTimes(7);
    // Back online starts the backoff over: the next timed attempt is 2 s later.
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => vi.advanceTimersByTime(2_000));
    expect(retry).toHaveBeenCalledTimes(9);
  });

  it('does not stack attempts while one runs', () => {
    const retry = vi.fn();
    render(<ErrorState onRetry={retry} retrying autoRetry />);
    act(() => vi.advanceTimersByTime(120_000));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retry).not.toHaveBeenCalled();
  });
});
