import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePreloadedManifest } from './remote-preload';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const ATTEMPTS = 3;
const FIRST_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same file under another URL: the browser's copy of the failed request does not answer it. */
export const retryUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=1`;

/**
 * Retries a remote's manifest fetch with backoff (a redeploy or a flaky network shouldn't break the page),
 * and a remote entry that failed to load once, at once, under another URL: the shell's document preloads the
 * public remote's entry (scripts/lib/first-screen-links.mjs), and a preload that failed (the remote was down
 * when the page loaded) would otherwise answer every later load of it, "Try again" included.
 * The MF retry plugin package lags the 2.x runtime, so these are the hooks we need from it.
 */
export function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        if (attempt > 0) await wait(FIRST_DELAY_MS * 2 ** (attempt - 1));
        try {
          const preloaded = attempt === 0 ? takePreloadedManifest(url) : undefined;
          const response = await (preloaded ?? fetch(url, { ...init, cache: 'no-store' }));
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is still registered under this key; the retry would wait on it.
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports, getEntryUrl: retryUrl }).then(
        (entry) => entry || undefined,
      );
      // The runtime awaits what the hook returns; its declared type nests one promise too many.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
  };
}
