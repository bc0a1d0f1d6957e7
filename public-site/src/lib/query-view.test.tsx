import type { UseQueryResult } from 'shared-ui/query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/testing/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppConfigStore, type AppConfig } from 'shared-ui';
import { QueryView } from './query-view';

const query = (state: Partial<UseQueryResult<unknown>>) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    errorUpdateCount: 0,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  }) as UseQueryResult<unknown>;

function show(q: UseQueryResult<unknown>) {
  return render(
    <MemoryRouter>
      <QueryView
        query={q}
        skeleton={<p>shape</p>}
        empty="Nothing planned yet."
        errorTitle="We couldn’t load the events."
      >
        {(data) => <p>data: {JSON.stringify(data)}</p>}
      </QueryView>
    </MemoryRouter>,
  );
}

describe('QueryView', () => {
  beforeEach(() =>
    useAppConfigStore.getState().setConfig({ church: { branchName: 'PIWC Asokwa' } } as AppConfig),
  );

  it('shows the skeleton while loading, marked busy', () => {
    show(query({ isPending: true }));
    expect(screen.getByText('shape').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('explains a failure and retries on request', () => {
    const refetch = vi.fn();
    show(query({ isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the events.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the failure on screen, button busy, while a retry runs (no skeleton flash)', () => {
    show(query({ isPending: true, isFetching: true, errorUpdateCount: 2 }));
    expect(screen.getByRole('alert')).toHaveTextContent('We’ll keep trying');
    expect(screen.queryByText('shape')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  describe('recovering by itself', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('retries on a growing timer while the failure is shown, and at once when back online', () => {
      const refetch = vi.fn();
      show(query({ isError: true, refetch }));
      act(() => vi.advanceTimersByTime(1_999));
      expect(refetch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(refetch).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(3_999));
      expect(refetch).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(refetch).toHaveBeenCalledTimes(2);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(refetch).toHaveBeenCalledTimes(3);
    });

    it('waits while an attempt runs and stops once the data is there', () => {
      const refetch = vi.fn();
      const view = show(query({ isPending: true, isFetching: true, errorUpdateCount: 1, refetch }));
      act(() => vi.advanceTimersByTime(60_000));
      expect(refetch).not.toHaveBeenCalled();
      view.unmount();
      show(query({ data: [1], refetch }));
      act(() => vi.advanceTimersByTime(60_000));
      expect(refetch).not.toHaveBeenCalled();
    });
  });

  it('says so kindly when a list is empty', () => {
    show(query({ data: [] }));
    expect(screen.getByRole('heading', { name: 'Nothing planned yet.' })).toBeInTheDocument();
  });

  it('shows the not-found page for a missing row (its code loads when needed)', async () => {
    show(query({ data: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders the data', () => {
    show(query({ data: [1] }));
    expect(screen.getByText('data: [1]')).toBeInTheDocument();
  });
});
