import type { QueryClient } from 'shared-ui/query';
import { Workbox } from 'workbox-window';
import { isAdminPath } from '../first-remote.mjs';
import { SERVICE_WORKER_URL } from '../service-worker/messages';
import { connectionState, onBackOnline, onContentUpdated, subscribeToConnection } from './connection';

/**
 * Files this page loaded before a worker controlled it: the worker keeps each by its rule (Workbox's CACHE_URLS).
 * Not the page's reads of Supabase's REST API: they carry headers a bare URL would lose (they are read again).
 */
export function filesLoadedSoFar(entries: Pick<PerformanceResourceTiming, 'name'>[]): string[] {
  return [
    ...new Set(entries.map((e) => e.name).filter((url) => !new URL(url).pathname.includes('/rest/v1/'))),
  ];
}

/**
 * Registers the service worker once the first screen is shown (never on its critical path). The first time it
 * takes control of a page, it is handed what that page loaded before it could see the requests, and the page
 * reads its data again through it, so that what this first visit showed opens offline too.
 */
export async function registerServiceWorker(queryClient: QueryClient): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  onContentUpdated(refreshShownContent(queryClient));
  readAgainWhenBackOnline(queryClient);
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const wasControlled = navigator.serviceWorker.controller !== null;
  workbox.addEventListener('controlling', () => {
    if (wasControlled) return;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: filesLoadedSoFar(entries) } });
    readAgainForTheWorker(queryClient, location.pathname);
  });
  await workbox.register();
}

/**
 * The page reads its data again once the worker first controls it, so that the worker saves a visitor's reads. An
 * office page's reads are signed in, which the worker leaves alone (request-rules.ts): there it reads nothing again
 * (on /admin that was every dashboard read a second time, and the dashboard drawn again, for nothing).
 */
export function readAgainForTheWorker(queryClient: Pick<QueryClient, 'refetchQueries'>, path: string): void {
  if (!isAdminPath(path)) void queryClient.refetchQueries();
}

/** A saved read changed: the shown queries read again (from the worker's now fresh copy), a burst at a time. */
function refreshShownContent(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries(), 100);
  };
}

/**
 * While a page shows reads saved on this device, how often it tries the network again by itself: the browser may
 * report "online" all along (a phone with signal but no data; Chromium, for a document the worker opened without a
 * connection), so no `online` event would come. A try costs one small request (the worker's content-version check).
 */
export const RECHECK_SAVED_MS = 5_000;

/**
 * A page showing reads saved on this device reads them again as soon as the network is back (and at once if it came
 * back before this code loaded): nothing else would, a fresh query waits out its staleTime and Realtime may be
 * refused on a full Free project. The note goes once a read has come over the network. Returns what stops it.
 */
export function readAgainWhenBackOnline(queryClient: QueryClient): () => void {
  const readAgain = () => {
    if (navigator.onLine && connectionState().savedAt) void queryClient.invalidateQueries();
  };
  window.addEventListener('online', readAgain);
  readAgain();
  // Back: one read of everything shown. The read that came over the network may not be the one that changed (a
  // schedule check, say, while the list shown is still the saved one), and a read of the others may have been
  // tried, and failed, just before.
  const stopReadingAgain = onBackOnline(() => void queryClient.invalidateQueries());
  let recheck: ReturnType<typeof setInterval> | undefined;
  const followSaved = () => {
    clearInterval(recheck);
    recheck = undefined;
    if (!connectionState().savedAt) return;
    recheck = setInterval(() => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries();
    }, RECHECK_SAVED_MS);
  };
  const stopFollowing = subscribeToConnection(followSaved);
  followSaved();
  return () => {
    window.removeEventListener('online', readAgain);
    stopReadingAgain();
    stopFollowing();
    clearInterval(recheck);
  };
}
