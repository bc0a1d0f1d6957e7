import { QueryClient } from 'shared-ui/query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { handleWorkerMessage } from './connection';
import { RECHECK_SAVED_MS, readAgainForTheWorker, readAgainWhenBackOnline } from './register-service-worker';

describe('a page showing reads saved on this device', () => {
  const queryClient = new QueryClient();
  let invalidate: MockInstance<QueryClient['invalidateQueries']>;
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    stop = readAgainWhenBackOnline(queryClient);
  });
  afterEach(() => {
    // Back to "not showing saved reads" while still listening, so no back-online is kept for the next test.
    handleWorkerMessage({ type: 'piwc:network-ok' });
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries the network again every few seconds though the browser never said it was offline', () => {
    handleWorkerMessage({ type: 'piwc:showing-saved', savedAt: '2026-11-28T21:00:00Z' });
    vi.advanceTimersByTime(RECHECK_SAVED_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECHECK_SAVED_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('once a read has come over the network, reads everything shown once more and stops trying', () => {
    handleWorkerMessage({ type: 'piwc:showing-saved', savedAt: '2026-11-28T21:00:00Z' });
    handleWorkerMessage({ type: 'piwc:network-ok' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECHECK_SAVED_MS * 3);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('reads nothing again on a network-ok while it was not showing saved reads', () => {
    handleWorkerMessage({ type: 'piwc:network-ok' });
    vi.advanceTimersByTime(RECHECK_SAVED_MS * 3);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('does not try while the tab is hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    handleWorkerMessage({ type: 'piwc:showing-saved', savedAt: '2026-11-28T21:00:00Z' });
    vi.advanceTimersByTime(RECHECK_SAVED_MS * 3);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('back online before this code had loaded (a page opened offline): reads everything shown once as it starts', () => {
    handleWorkerMessage({ type: 'piwc:network-ok' });
    stop();
    // The page opens offline from saved reads; a read comes over the network before the first screen has passed.
    handleWorkerMessage({ type: 'piwc:showing-saved', savedAt: '2026-11-28T21:00:00Z' });
    handleWorkerMessage({ type: 'piwc:network-ok' });
    expect(invalidate).not.toHaveBeenCalled();
    stop = readAgainWhenBackOnline(queryClient);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECHECK_SAVED_MS * 3);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

describe('when the worker first controls the page', () => {
  const refetched = (path: string) => {
    const queryClient = { refetchQueries: vi.fn().mockResolvedValue(undefined) };
    readAgainForTheWorker(queryClient, path);
    return queryClient.refetchQueries.mock.calls.length;
  };

  it("reads a visitor's page again, so that the worker saves its reads", () => {
    expect(refetched('/sermons')).toBe(1);
    expect(refetched('/')).toBe(1);
  });

  it('reads nothing again on an office page: its reads are signed in, which the worker does not save', () => {
    expect(refetched('/admin')).toBe(0);
    expect(refetched('/admin/events')).toBe(0);
  });
});
