import { IncompatibleRemoteError, RemoteGoneError } from '../federation/release-guard-plugin';

const causes = function* (error: unknown) {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
};

/**
 * The page's code is older than what the server now has: a chunk of the release it started with, or the
 * release its config names, is gone (a redeploy removed it). A reload to the same address picks up the
 * current release.
 */
export const isGone = (error: unknown) =>
  [...causes(error)].some((e) => e.name === 'ChunkLoadError' || e instanceof RemoteGoneError);

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
