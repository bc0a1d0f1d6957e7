interface Manifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const manifests = new Map<string, Promise<Response>>();

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

/**
 * Starts fetching a remote's manifest, entry and route table while the shell's own chunks (React and
 * friends) are still downloading, instead of after them: three round trips off a visitor's first page.
 * The federation runtime's manifest fetch then takes this response (takePreloadedManifest).
 */
export function preloadRemote(manifestUrl: string, expose = 'routes'): void {
  const response = fetch(manifestUrl, { cache: 'no-store' });
  manifests.set(manifestUrl, response);
  response
    .then((r) => (r.ok ? (r.clone().json() as Promise<Manifest>) : null))
    .then((manifest) => {
      if (!manifest) return;
      // publicPath 'auto': a remote's files sit next to its manifest.
      const base = new URL('.', new URL(manifestUrl, window.location.href));
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) preload(new URL(`${entry.path ?? ''}${entry.name}`, base).href, 'script');
      const assets = manifest.exposes?.find((e) => e.name === expose)?.assets;
      for (const file of assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
      for (const file of assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
    })
    // A failure surfaces where the runtime fetches the manifest itself (with retries and a clear error).
    .catch(() => undefined);
}

/** The preloaded manifest response for this URL, once; later fetches go to the network. */
export function takePreloadedManifest(url: string): Promise<Response> | undefined {
  const response = manifests.get(url);
  manifests.delete(url);
  return response;
}
