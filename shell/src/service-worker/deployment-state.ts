import { deploymentOf, type Deployment } from './request-rules';

const CONFIG_PATH = '/app-config.json';

let current: Deployment | null = null;

/** What the worker knows of the deployment now: null until a runtime config has been read. */
export const knownDeployment = (): Deployment | null => current;

/** Learns the deployment from a runtime config response (the page reads it first on every visit). */
export async function learnDeployment(response: Response): Promise<void> {
  try {
    current = deploymentOf(await response.clone().json());
  } catch {
    // Not a usable config: keep what was known; the page reports the problem itself.
  }
}

let recalling: Promise<Deployment | null> | null = null;

/**
 * A worker that has just started knows the config the page last read, from the cache it was saved in; one that
 * has none saved (the page read it before the worker took over) reads it with `fetchConfig`, which saves it.
 */
export function recallDeployment(
  cacheName: string,
  fetchConfig: (request: Request) => Promise<Response>,
): Promise<Deployment | null> {
  if (current) return Promise.resolve(current);
  recalling ??= (async () => {
    const saved = await (await caches.open(cacheName)).match(CONFIG_PATH);
    if (saved) await learnDeployment(saved);
    else await fetchConfig(new Request(CONFIG_PATH)).catch(() => undefined);
    return current;
  })().finally(() => (recalling = null));
  return recalling;
}

export const isRuntimeConfig = (url: URL) => url.pathname === CONFIG_PATH && url.origin === location.origin;
