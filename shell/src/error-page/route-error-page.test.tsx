import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotSaved, ONLINE_SETTLE_MS } from './route-error-page';

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
