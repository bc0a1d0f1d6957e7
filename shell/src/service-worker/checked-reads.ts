import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { SPLASH_DURATION_MS } from '../../../shared-ui/src/constants';
import { minuteNow } from '../../../shared-ui/src/lib/minute-now';
import { INSTANT } from './saved-reads-plugin';
import { tellClientOf } from './worker-clients';

/** Where PostgREST answers under a project's URL. */
const REST_PATH = '/rest/v1/';
/**
 * What a visitor can see, as one short value that moves whenever any of it does
 * (supabase/migrations/20261210100000_content_version.sql).
 */
export const CONTENT_VERSION_PATH = `${REST_PATH}rpc/content_version`;
/** On a saved read: the content version it was fetched at. */
export const CHECKED_HEADER = 'x-piwc-checked';

export interface VersionReader {
  /** The content version for `read`, made by the page `clientId`. */
  read(read: Request, clientId?: string): Promise<string | null>;
  /** A page (the client a navigation creates) has just been opened. */
  pageOpened(clientId: string): void;
}

/** True when `saved` is the answer its read would get now: it was fetched at this content version. */
export const isCurrent = (saved: Response, version: string | null): boolean =>
  version !== null && saved.headers.get(CHECKED_HEADER) === version;

function marked(response: Response, version: string | null): Response {
  if (version === null) return response;
  const headers = new Headers(response.headers);
  headers.set(CHECKED_HEADER, version);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The moment a version is asked for: the one the read put in its filter, so that the version of an "upcoming"
 * list saved at one minute and asked for at another differs exactly when some row's time passed between them;
 * for a read without one, this minute, as the pages round it (a read of any kind then shares one request).
 */
export function momentOf(read: Request, now = Date.now()): string {
  const inFilter = new RegExp(INSTANT.source, 'i').exec(read.url)?.[0];
  return inFilter ? decodeURIComponent(inFilter) : minuteNow(now);
}

/**
 * Pages listen for changes only once their first screen has passed (the splash, then an idle moment:
 * public-site/src/lib/live/use-live-tables.ts). Until then no read of theirs can be a live page reading what it has
 * just heard changed, so all of them may share one version.
 */
const FIRST_SCREEN_MS = SPLASH_DURATION_MS;

interface OpenedPage {
  at: number;
  versions: Map<string, Promise<string | null>>;
}

/**
 * Reads the content version as the visitor (their read's key and token), sharing it where that is safe:
 * - reads made while one reading is under way share it: one small request answers for all of them;
 * - a page's reads during its first screen share the first one (on a slow phone they do not all come at once);
 * - any other read made once it has answered asks again, so a read a live page makes after hearing of a change
 *   never trusts a value from before it.
 */
export function contentVersionReader(fetchVersion: typeof fetch = fetch, now = Date.now): VersionReader {
  const pending = new Map<string, Promise<string | null>>();
  const opened = new Map<string, OpenedPage>();
  const inFirstScreen = (clientId: string | undefined) => {
    const page = clientId ? opened.get(clientId) : undefined;
    return page && now() - page.at < FIRST_SCREEN_MS ? page : undefined;
  };
  return {
    pageOpened(clientId) {
      for (const [id, page] of opened) if (now() - page.at >= FIRST_SCREEN_MS) opened.delete(id);
      opened.set(clientId, { at: now(), versions: new Map() });
    },
    read(read, clientId) {
      const target = new URL(`${read.url.slice(0, read.url.indexOf(REST_PATH))}${CONTENT_VERSION_PATH}`);
      target.searchParams.set('at', momentOf(read));
      // The visitor's key where their read had it: in the query, the version read needs no preflight either.
      const keyInQuery = new URL(read.url).searchParams.get('apikey');
      if (keyInQuery !== null) target.searchParams.set('apikey', keyInQuery);
      const url = target.href;
      const headers = new Headers();
      for (const name of ['apikey', 'authorization']) {
        const value = read.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      const key = `${url} ${headers.get('apikey')} ${headers.get('authorization')}`;
      const page = inFirstScreen(clientId);
      let version = page?.versions.get(key) ?? pending.get(key);
      if (!version) {
        version = fetchVersion(url, { headers, cache: 'no-store', credentials: 'omit' })
          .then(async (response) => (response.ok ? String(await response.json()) : null))
          .catch(() => null)
          .finally(() => pending.delete(key));
        pending.set(key, version);
      }
      page?.versions.set(key, version);
      return version;
    },
  };
}

/**
 * Stale-while-revalidate that revalidates only what may have changed. The saved answer is given at once, as
 * Workbox's StaleWhileRevalidate does; then, instead of making the read again, the worker asks for the content
 * version (one small request a visit) and makes the read again only when the version has moved since the
 * answer was saved. A returning visitor on paid data then downloads what changed, not every section again.
 *
 * Why it is safe: a read is marked with a version read before the read itself was sent, so a change the mark
 * misses is one the answer may also miss, and the next visit reads again. A read never saved is fetched at
 * once (no wait for the version) and saved unmarked, so it is checked by reading it again once.
 */
export class CheckedStaleWhileRevalidate extends Strategy {
  private readonly readVersion: VersionReader;

  constructor(options: ConstructorParameters<typeof Strategy>[0] & { readVersion: VersionReader }) {
    super(options);
    this.readVersion = options.readVersion;
  }

  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const saved = await handler.cacheMatch(request);
    if (!saved) {
      const response = await handler.fetch(request);
      if (response.ok) void handler.waitUntil(handler.cachePut(request, response.clone()));
      return response;
    }
    void handler.waitUntil(this.revalidate(request, handler, saved.clone()).catch(() => undefined));
    return saved;
  }

  private async revalidate(request: Request, handler: StrategyHandler, saved: Response): Promise<void> {
    const version = await this.readVersion.read(request, (handler.event as FetchEvent).clientId || undefined);
    if (isCurrent(saved, version)) {
      await tellClientOf(handler.event, { type: 'piwc:network-ok' });
      // Kept again as it is, now: the offline note then says when it was last known to be current.
      await handler.cachePut(request, saved);
      return;
    }
    const response = await handler.fetch(request);
    if (response.ok) await handler.cachePut(request, marked(response, version));
  }
}
