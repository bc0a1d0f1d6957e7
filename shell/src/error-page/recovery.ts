import { IncompatibleRemoteError, RemoteGoneError } from '../federation/release-guard-plugin';
import { RemoteUnavailableError } from '../remotes';

export const causes = function* (error: unknown) {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
};

/** The release the page's config names is gone from the server (its manifest answered 404). */
export const isRemoteGone = (error: unknown) => [...causes(error)].some((e) => e instanceof RemoteGoneError);

/** Code or data that could not be fetched: a remote, a chunk, or a read that never reached a server. */
export const isLoadFailure = (error: unknown) =>
  error instanceof RemoteUnavailableError ||
  [...causes(error)].some((e) => e.name === 'ChunkLoadError' || e instanceof TypeError);

export const isIncompatible = (error: unknown) =>
  [...causes(error)].some((e) => e instanceof IncompatibleRemoteError);

const KEY = 'shell:reloaded-for';
const WINDOW_MS = 60_000;

/** False when this tab already reloaded to `href` within the last minute: a deploy still under way, not a stale tab. */
export function mayReloadTo(href: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { href: string; at: number } | null;
    return !(last?.href === href && now - last.at < WINDOW_MS);
  } catch {
    return false;
  }
}

export function reloadTo(href: string, now = Date.now()): void {
  sessionStorage.setItem(KEY, JSON.stringify({ href, at: now }));
  window.location.replace(href);
}
