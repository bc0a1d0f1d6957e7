import { firstRemoteOf } from '../../shell/src/first-remote.mjs';
import { REMOTE_ENTRY_FILE } from './apps.mjs';

// Resolves the config's URLs, which may be relative to the shell (a Link header takes those as they are).
const BASE = 'http://relative.invalid';
const resolve = (url, from = BASE) => new URL(url, new URL(from, BASE)).href.replace(BASE, '');

/**
 * The Link header of a shell document: the first remote's manifest and entry start downloading with the
 * shell's own scripts, over a connection opened early, instead of after main.js has run and read the config
 * (main.ts preloads them too; these requests satisfy that). The entry stays at low priority so it does not
 * take the line from main.js. The Supabase origin is preconnected the way its CORS reads will use it.
 */
export function firstScreenLinks(appConfig, pathname) {
  const links = [`<${new URL(appConfig.supabaseUrl).origin}>; rel=preconnect; crossorigin=anonymous`];
  const remote = firstRemoteOf(pathname);
  if (remote) {
    const manifest = appConfig.remotes[remote];
    links.push(
      `<${resolve(manifest)}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${resolve(REMOTE_ENTRY_FILE, manifest)}>; rel=preload; as=script; fetchpriority=low`,
    );
  }
  return links.join(', ');
}
