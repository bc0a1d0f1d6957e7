import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig, parseAppConfig, peekPreloadedAppConfig, preloadAppConfig } from './app-config';
import defaults from '../public/app-config.json';

describe('parseAppConfig', () => {
  it('accepts the committed local defaults', () => {
    const config = parseAppConfig(defaults);
    expect(config.church.branchName).toBe('PIWC Asokwa');
    expect(config.church.fullTitle).toBe('Pentecost International Worship Centre');
    expect(config.remotes.publicSite).toMatch(/mf-manifest\.json$/);
  });

  it('names every missing field instead of failing later', () => {
    expect(() => parseAppConfig({ church: {} })).toThrow(
      '/app-config.json is missing: supabaseUrl, supabaseAnonKey, remotes.publicSite, remotes.adminPortal, church.branchName, church.fullTitle',
    );
    expect(() => parseAppConfig(null)).toThrow(/missing/);
  });

  it('leaves image transformations off unless the config turns them on with a boolean', () => {
    expect(parseAppConfig(defaults).imageTransformations).toBeUndefined();
    expect(parseAppConfig({ ...defaults, imageTransformations: true }).imageTransformations).toBe(true);
    expect(() => parseAppConfig({ ...defaults, imageTransformations: 'yes' })).toThrow(
      '/app-config.json: imageTransformations must be true or false',
    );
  });
});

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch to answer every request with `answer()`, then starts the preload as the shell's entry does. */
function preloadAnswering(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  preloadAppConfig();
  return fetchMock;
}
const served = () => new Response(JSON.stringify(defaults));
const unavailable = () => new Response('nope', { status: 503 });

describe('loadAppConfig', () => {
  it('uses the request preloadAppConfig started, once, then asks again', async () => {
    const fetchMock = preloadAnswering(served);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await loadAppConfig()).church.branchName).toBe('PIWC Asokwa');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadAppConfig();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
  });

  it('reports a preloaded request that failed where the config is awaited', async () => {
    preloadAnswering(unavailable);
    await expect(loadAppConfig()).rejects.toThrow('/app-config.json answered 503');
  });
});

describe('peekPreloadedAppConfig', () => {
  it('reads the preloaded config without using up the response loadAppConfig reads', async () => {
    const fetchMock = preloadAnswering(served);
    expect((await peekPreloadedAppConfig())?.remotes.publicSite).toBe(defaults.remotes.publicSite);
    expect((await loadAppConfig()).church.branchName).toBe('PIWC Asokwa');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is null for a config that failed, so nothing is preloaded from it', async () => {
    preloadAnswering(unavailable);
    expect(await peekPreloadedAppConfig()).toBeNull();
    await expect(loadAppConfig()).rejects.toThrow('answered 503');
  });
});
