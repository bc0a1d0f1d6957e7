import type { WorkboxPlugin } from 'workbox-core';
import { SAVED_AT_HEADER } from './messages';
import { tellClientOf, tellEveryPage } from './worker-clients';

/** PostgREST answers the same URL differently by these (one row or a list, the count, the schema). */
const VARYING_HEADERS = ['accept', 'accept-profile', 'prefer', 'range'];
/** The Cache API refuses to store a 206; a counted, ranged read is kept as a 200 that remembers its status. */
const STATUS_HEADER = 'x-piwc-status';

/** An instant as the pages write one into a filter (`ends_at.gte.<now>`): `Date.prototype.toISOString()`. */
export const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}(:|%3A)\d{2}(:|%3A)\d{2}(\.\d+)?Z/gi;

/**
 * The key a read is saved under: its URL and the headers its answer depends on. The moment a page puts in a
 * filter ("upcoming" is "ends after now") is left out: the same read made tomorrow, offline, is answered with
 * what it returned today, and revalidating it online replaces that answer.
 */
export function savedReadKey(request: Request): string {
  const url = new URL(request.url);
  url.search = url.search.replace(INSTANT, 'now');
  const varying = VARYING_HEADERS.map((name) => [name, request.headers.get(name)] as const).filter(
    ([, value]) => value !== null,
  );
  if (varying.length > 0)
    url.searchParams.append('piwc-variant', new URLSearchParams(varying as [string, string][]).toString());
  return url.href;
}

async function stamped(response: Response, savedAt: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt.toISOString());
  headers.set(STATUS_HEADER, String(response.status));
  return new Response(await response.arrayBuffer(), { status: 200, statusText: 'OK', headers });
}

function restored(cached: Response): Response {
  const status = Number(cached.headers.get(STATUS_HEADER) ?? 200);
  if (status === cached.status) return cached;
  return new Response(cached.body, { status, headers: cached.headers });
}

interface ReadState {
  savedAt?: string;
  networkFailed?: boolean;
  told?: boolean;
}

/**
 * The visitor's reads of Supabase, kept stale-while-revalidate:
 * - saved with the time they were fetched, under a key that includes the headers the answer varies by;
 * - when the network fails and a saved answer is shown, the page is told when it was saved (its offline note);
 *   when the network answers again, the page is told so;
 * - when revalidating finds a saved answer changed, every page is told to read again, so a page shows the new
 *   content without a reload (the answer it got first was the saved one).
 */
export function savedReadsPlugin(now: () => Date = () => new Date()): WorkboxPlugin {
  const maybeTellOffline = async (event: ExtendableEvent, state: ReadState) => {
    if (!state.networkFailed || !state.savedAt || state.told) return;
    state.told = true;
    await tellClientOf(event, { type: 'piwc:showing-saved', savedAt: state.savedAt });
  };
  return {
    cacheKeyWillBeUsed: async ({ request }) => savedReadKey(request),
    cacheWillUpdate: async ({ response }) =>
      response.status === 200 || response.status === 206 ? stamped(response, now()) : null,
    cachedResponseWillBeUsed: async ({ cachedResponse, event, state }) => {
      if (!cachedResponse) return cachedResponse;
      const read = state as ReadState;
      read.savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? undefined;
      await maybeTellOffline(event, read);
      return restored(cachedResponse);
    },
    fetchDidFail: async ({ event, state }) => {
      const read = state as ReadState;
      read.networkFailed = true;
      await maybeTellOffline(event, read);
    },
    fetchDidSucceed: async ({ event, response }) => {
      await tellClientOf(event, { type: 'piwc:network-ok' });
      return response;
    },
    cacheDidUpdate: async ({ oldResponse, newResponse, request }) => {
      if (!oldResponse) return;
      const [before, after] = await Promise.all([oldResponse.text(), newResponse.text()]);
      if (before !== after) await tellEveryPage({ type: 'piwc:content-updated', url: request.url });
    },
  };
}
