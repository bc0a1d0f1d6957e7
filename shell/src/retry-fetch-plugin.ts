import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePreloadedManifest } from './remote-preload';

const ATTEMPTS = 3;
const FIRST_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest fetch with backoff (a redeploy or a flaky network shouldn't break the page).
 * The MF retry plugin package lags the 2.x runtime, so this is the one hook we need from it.
 */
export function retryFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-retry-fetch',
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
  };
}
