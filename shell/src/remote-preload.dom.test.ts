import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRemote, takePreloadedManifest } from './remote-preload';

const MANIFEST_URL = 'http://127.0.0.1:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'other', assets: { js: { sync: ['assets/other.js'] } } },
    {
      name: 'routes',
      assets: {
        js: { sync: ['assets/routes.js'], async: ['assets/page.js'] },
        css: { sync: ['assets/routes.css'] },
      },
    },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRemote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it("preloads the remote's entry and its route table's files, and hands its manifest response to the runtime once", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetchMock);
    preloadRemote(MANIFEST_URL);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL, { cache: 'no-store' });
    await settle();
    expect(preloads()).toEqual([
      ['script', 'http://127.0.0.1:3001/remoteEntry.js'],
      ['script', 'http://127.0.0.1:3001/assets/routes.js'],
      ['style', 'http://127.0.0.1:3001/assets/routes.css'],
    ]);
    const response = await takePreloadedManifest(MANIFEST_URL);
    expect(await response!.json()).toEqual(manifest);
    expect(takePreloadedManifest(MANIFEST_URL)).toBeUndefined();
  });

  it('adds nothing when the manifest cannot be fetched, leaving the error to the runtime', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    preloadRemote(MANIFEST_URL);
    await settle();
    expect(preloads()).toEqual([]);
    expect((await takePreloadedManifest(MANIFEST_URL))!.status).toBe(503);
  });
});
