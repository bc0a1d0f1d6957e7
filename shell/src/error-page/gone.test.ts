import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppConfigStore, type AppConfig } from 'shared-ui';
import defaults from '../../public/app-config.json';
import { isGone } from './gone';

/** What rspack's loaders reject with: a ChunkLoadError, with the chunk's address for scripts, none for stylesheets. */
function chunkError(request?: string): Error {
  const error = Object.assign(new Error('Loading chunk 66 failed.'), { request });
  error.name = 'ChunkLoadError';
  return error;
}

const started = defaults as AppConfig;
const releaseB = { ...started.remotes, publicSite: '/releases/public-site/bbbbbbbbbbbb/mf-manifest.json' };

describe('isGone', () => {
  beforeEach(() => useAppConfigStore.getState().setConfig(started));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks again for a script chunk and counts only a 404', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isGone(chunkError('http://127.0.0.1/assets/66.abc.js'))).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1/assets/66.abc.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    fetchMock.mockImplementation(async () => new Response(null, { status: 200 }));
    expect(await isGone(chunkError('http://127.0.0.1/assets/66.abc.js'))).toBe(false);
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await isGone(chunkError('http://127.0.0.1/assets/66.abc.js'))).toBe(false);
  });

  it('counts a stylesheet chunk (no address) gone when the config now names another release', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ ...started, remotes: releaseB }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await isGone(chunkError())).toBe(true);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(started), { status: 200 }));
    expect(await isGone(chunkError())).toBe(false);
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await isGone(chunkError())).toBe(false);
  });

  it('counts a stylesheet chunk gone when the browser saw one of the page’s stylesheets answered 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(started))),
    );
    const entry = (name: string, responseStatus: number) =>
      ({ name, responseStatus }) as unknown as PerformanceResourceTiming;
    const entries = vi.spyOn(performance, 'getEntriesByType');
    entries.mockReturnValue([entry('http://127.0.0.1:4101/assets/66.abc.css', 404)]);
    expect(await isGone(chunkError())).toBe(true);
    entries.mockReturnValue([
      entry('http://127.0.0.1:4101/assets/66.abc.css', 200),
      entry('http://127.0.0.1:4101/assets/67.abc.js', 404),
    ]);
    expect(await isGone(chunkError())).toBe(false);
  });

  it('leaves other errors to the error page', async () => {
    expect(await isGone(new TypeError('Failed to fetch'))).toBe(false);
    expect(await isGone(new Error('boom'))).toBe(false);
  });
});
