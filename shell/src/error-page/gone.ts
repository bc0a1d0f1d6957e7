import { useAppConfigStore } from 'shared-ui';
import { loadAppConfig } from '../app-config';
import { causes, isRemoteGone } from './recovery';

/**
 * The page's code is older than what the server now has: the release its config names, or a chunk of the
 * release it started with, is gone (a redeploy removed it), and a reload to the same address picks up the
 * current release. A chunk that failed for another reason (the network) is a routing failure: the browser
 * reports both alike, so the chunk's address is asked again, and only a 404 counts.
 */
export async function isGone(error: unknown): Promise<boolean> {
  if (isRemoteGone(error)) return true;
  const chunk = [...causes(error)].find((e) => e.name === 'ChunkLoadError') as
    (Error & { request?: string }) | undefined;
  if (!chunk) return false;
  // rspack's stylesheet loader names the `src` of the <link> it added, which a link does not have: the address of
  // a CSS chunk is not known. The browser's record of the page's stylesheets, or the releases the runtime config
  // now names, say whether it is gone.
  if (!chunk.request) return stylesheetAnswered404() || (await releasesChanged());
  try {
    return (await fetch(chunk.request, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

/** A stylesheet of this page was answered 404 (resource timing's status, where the browser may report it). */
const stylesheetAnswered404 = () =>
  performance
    .getEntriesByType('resource')
    .some(
      (entry) =>
        (entry as PerformanceResourceTiming).responseStatus === 404 &&
        new URL(entry.name).pathname.endsWith('.css'),
    );

/** The runtime config names other remote releases than the ones this page started with (a promote or rollback). */
async function releasesChanged(): Promise<boolean> {
  const started = useAppConfigStore.getState().config?.remotes;
  try {
    const { remotes } = await loadAppConfig();
    return remotes.publicSite !== started?.publicSite || remotes.adminPortal !== started?.adminPortal;
  } catch {
    return false;
  }
}
