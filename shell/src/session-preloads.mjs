// Plain JS: main.ts runs it, and the shell's build (scripts/build/preload-bootstrap-plugin.ts) writes index.html by it.
import { firstRemoteOf } from './first-remote.mjs';

/** The id of index.html's inert <template> of preloads for the session's scripts. */
export const SESSION_PRELOADS_ID = 'session-preloads';

/**
 * On a page that starts on the session (the admin portal and sign-in, where shared-auth's needsSessionAtStart
 * starts it with the bootstrap), the session's code (its shared entry and supabase-js) is fetched alongside
 * the shell's own scripts instead of once the bootstrap has run: a round trip less before an admin's
 * dashboard can ask for the admin role. Public pages start it after their first screen, so not here.
 */
export function preloadSessionCode(pathname) {
  if (firstRemoteOf(pathname) === 'publicSite') return;
  const template = document.getElementById(SESSION_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content.cloneNode(true));
}
