// How each kind of file the three apps' hosts send may be cached: the one table the reference host
// (static-server.mjs), the README's "Releasing" section and a service worker build on.

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** In the order they are matched; `what` and `why` are what the README's table says of each. */
export const FILE_KINDS = [
  {
    kind: 'document',
    what: 'the shell’s `index.html`, under every client route (`/`, `/events`, `/admin/…`)',
    cacheControl: REVALIDATE,
    why: 'revalidated on every visit (ETag), so a new shell, its CSP and its preload hints reach returning visitors',
  },
  {
    kind: 'runtime config',
    what: '`/app-config.json`',
    cacheControl: REVALIDATE,
    why: 'the pointer: names each remote’s live release',
  },
  {
    kind: 'release file',
    what: 'every file of a remote under its release folder (`/<release id>/…`)',
    cacheControl: IMMUTABLE,
    why: 'a release is never changed, only added or pruned',
  },
  {
    kind: 'hashed asset',
    what: '`/assets/<name>.<content hash>.<ext>` (scripts, styles, fonts, images, maps)',
    cacheControl: IMMUTABLE,
    why: 'its name changes with its content',
  },
  {
    kind: 'entry point',
    what: '`remoteEntry.js`, `mf-manifest.json`, `mf-stats.json` at an address without a release id',
    cacheControl: REVALIDATE,
    why: 'the same address serves the next deploy',
  },
  {
    kind: 'other',
    what: 'anything else (`/logo.svg`)',
    cacheControl: REVALIDATE,
    why: 'not named by its content',
  },
];

/**
 * Hex digits of the content hash in a built file's name (`assets/<name>.<hash>.js`). Every chunk's name is written
 * into the runtime that loads it (the shell's main, each remoteEntry.js), so each digit costs a visitor's first
 * load: 8 → 7 was 139 B less of P1 (2026-12-06), as 10 → 8 was 256 B. What the digits must keep apart is a chunk
 * from its own earlier versions (the name before the hash is the chunk's id, unique in a build): 7 give two
 * versions of one chunk the same name once in 268 million changes.
 */
export const ASSET_HASH_LENGTH = 7;

const HASHED_ASSET = new RegExp(`^/assets/.+\\.[0-9a-f]{${ASSET_HASH_LENGTH}}\\.[a-z0-9]+(\\.map)?$`);
/** A release id as scripts/release names them: the first 12 hex digits of the build's sha-256. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/**
 * The kind of file a request for `pathname` is answered with. `releases` says the host serves a deploy root's
 * release folders (`/<release id>/…`); `spa`, that paths without an extension answer with index.html.
 */
export function fileKind(pathname, { spa = false, releases = false } = {}) {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (pathname === '/app-config.json') return 'runtime config';
  if (spa && (name.endsWith('.html') || !name.includes('.'))) return 'document';
  if (releases && RELEASE_ID.test(pathname.split('/')[1] ?? '')) return 'release file';
  if (HASHED_ASSET.test(pathname)) return 'hashed asset';
  if (/^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(name)) return 'entry point';
  return 'other';
}

export function cacheControlFor(kind) {
  const found = FILE_KINDS.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no cache rule for ${kind}`);
  return found.cacheControl;
}
