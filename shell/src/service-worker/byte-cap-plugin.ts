import type { WorkboxPlugin } from 'workbox-core';

const BYTES_HEADER = 'x-piwc-bytes';

/**
 * Keeps a cache under `maxBytes`: each response is saved with its size, and once a save takes the cache over
 * the cap the oldest saves are deleted until it fits. (Workbox's ExpirationPlugin caps entries and age, not
 * bytes; a picture is 2 KB or 200 KB.)
 */
export function byteCapPlugin(maxBytes: number): WorkboxPlugin {
  let trimming: Promise<void> = Promise.resolve();
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200) return null;
      const body = await response.arrayBuffer();
      if (body.byteLength > maxBytes) return null;
      const headers = new Headers(response.headers);
      headers.set(BYTES_HEADER, String(body.byteLength));
      return new Response(body, { status: 200, statusText: 'OK', headers });
    },
    cacheDidUpdate: async ({ cacheName }) => {
      // One trim at a time: two at once would each delete for the same excess.
      trimming = trimming.then(() => trimCache(cacheName, maxBytes)).catch(() => undefined);
      await trimming;
    },
  };
}

/** Deletes the oldest entries of `cacheName` (the Cache API lists keys in the order they were put) until it fits. */
export async function trimCache(cacheName: string, maxBytes: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get(BYTES_HEADER) ?? 0)),
  );
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && total > maxBytes; i++) {
    await cache.delete(keys[i]!);
    total -= sizes[i]!;
  }
}
