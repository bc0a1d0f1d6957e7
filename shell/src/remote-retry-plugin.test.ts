import { describe, expect, it, vi } from 'vitest';
import { remoteRetryPlugin, retryUrl } from './remote-retry-plugin';

type LoadEntryErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteRetryPlugin>['loadEntryError']>>[0];

describe('remoteRetryPlugin: a remote entry that failed to load', () => {
  it('is loaded once more under another URL, with the failed load forgotten first', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, Promise<unknown> | undefined> = {
      'publicSite:entry': Promise.resolve(),
    };
    let loadingWhenRetried: unknown = 'not retried';
    const getRemoteEntry = vi.fn(async (params: { getEntryUrl?: (url: string) => string }) => {
      loadingWhenRetried = globalLoading['publicSite:entry'];
      expect(params.getEntryUrl?.('http://remote/remoteEntry.js')).toBe(
        'http://remote/remoteEntry.js?retry=1',
      );
      return exports;
    });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'publicSite' },
      globalLoading,
      uniqueKey: 'publicSite:entry',
    };
    const recovered = await remoteRetryPlugin().loadEntryError!(args as unknown as LoadEntryErrorArgs);
    expect(recovered).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledOnce();
    expect(loadingWhenRetried).toBeUndefined();
  });

  it('keeps a URL that already has a query valid', () => {
    expect(retryUrl('https://cdn/remoteEntry.js?v=3')).toBe('https://cdn/remoteEntry.js?v=3&retry=1');
  });
});
