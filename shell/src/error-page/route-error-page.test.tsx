import { act, render, screen } from '@testing-library/react';
import { AppRouterProvider } from 'react-router-dom';
import { createMemoryAppRouter, MemoryRouter } from 'shared-ui/testing/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleWorkerMessage } from '../offline/connection';
import { OfflineNotSaved, ONLINE_SETTLE_MS, RouteErrorPage } from './route-error-page';

describe('RouteErrorPage, for code that could not be fetched', () => {
  afterEach(() => {
    act(() => handleWorkerMessage({ type: 'piwc:network-ok' }));
    vi.restoreAllMocks();
  });

  async function routeFailed() {
    const chunkFailed = Object.assign(new Error('Loading css chunk 69 failed. (error: undefined)'), {
      name: 'ChunkLoadError',
    });
    const router = createMemoryAppRouter(
      [
        {
          path: '/',
          loader: () => {
            throw chunkFailed;
          },
          Component: () => null,
          ErrorBoundary: RouteErrorPage,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<AppRouterProvider router={router} />);
    return screen.findByRole('heading', { level: 1 });
  }

  it('online, says an error happened, with what failed', async () => {
    expect(await routeFailed()).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Loading css chunk 69 failed. (error: undefined)')).toBeInTheDocument();
  });

  it('says "You are offline" once the service worker answers reads from what it saved, whatever navigator.onLine says', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const heading = await routeFailed();
    act(() => handleWorkerMessage({ type: 'piwc:showing-saved', savedAt: '2026-11-28T21:00:00Z' }));
    expect(heading).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
  });

  it('says "You are offline" when the browser goes offline while it shows', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await routeFailed();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
  });
});

describe('OfflineNotSaved', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function showOffline() {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <MemoryRouter>
        <OfflineNotSaved />
      </MemoryRouter>,
    );
    const goOnline = () => {
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    };
    const goOffline = () => {
      onLine.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    };
    return { reload, goOnline, goOffline };
  }

  it('tries the page again once the connection has held for a moment', () => {
    const { reload, goOnline } = showOffline();
    goOnline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an `online` that is followed at once by `offline` (it would cancel a navigation)', () => {
    const { reload, goOnline, goOffline } = showOffline();
    goOnline();
    vi.advanceTimersByTime(2);
    goOffline();
    vi.advanceTimersByTime(ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload on an `online` event while the browser still reports offline', () => {
    const { reload } = showOffline();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
