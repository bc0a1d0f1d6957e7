// The layout of a deploy root, which `pnpm release` writes and the reference host serves:
//
//   <root>/app-config.json        the pointer: the shell's runtime config, naming each app's live release
//   <root>/release-log.jsonl      what went live, when, by which command (one JSON object a line)
//   <root>/<app>/<release id>/    one immutable release of shell, public-site or admin-portal
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const POINTER_FILE = 'app-config.json';
export const LOG_FILE = 'release-log.jsonl';

/** The apps by their folder name, with the key the runtime config names them by. */
export const RELEASE_KEYS = { shell: 'shell', 'public-site': 'publicSite', 'admin-portal': 'adminPortal' };

/** DEPLOY_ROOT, else `.deploy/` in the checkout. */
export const deployRoot = (env = process.env) => path.resolve(env.DEPLOY_ROOT ?? path.join(ROOT, '.deploy'));
export const appFolder = (root, app) => path.join(root, app);
export const releaseFolder = (root, app, id) => path.join(root, app, id);

/** The pointer as stored (its bytes, for serving as they are) and parsed; null while nothing is released. */
export function readPointer(root) {
  let bytes;
  try {
    bytes = readFileSync(path.join(root, POINTER_FILE));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  return { bytes, config: JSON.parse(bytes.toString('utf8')) };
}
