import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { fileKind } from '../lib/cache-policy.mjs';
import { FAVICON_FILE, ICONS_DIR } from './web-app-manifest-plugin.ts';

const NAME = 'PrecacheManifestPlugin';
/** Where the service worker's source reads its precache list; replaced in the built file, as Workbox's InjectManifest does. */
const TOKEN = 'self.__WB_MANIFEST';
/**
 * Not precached: copies for the host (.br/.gz), source maps, the runtime config (revalidated, never from a
 * precache), the federation's own files (the shell exposes nothing), the worker itself, and what no page
 * shows: the installed app's icons (the browser fetches them when installing; the tab's icon is shown on every
 * visit, so it is kept) and the link previews' picture.
 */
const LEFT_OUT = new RegExp(
  String.raw`(\.(br|gz|map)$)|^(app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|sw\.js|share-card\.jpg)$|^${ICONS_DIR}/(?!${FAVICON_FILE.replace('.', '\\.')}$)`,
);

export interface PrecacheEntry {
  url: string;
  /** null for a file whose name changes with its content (a hashed asset): its URL is its revision. */
  revision: string | null;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Every file of the built shell in `dir` that a visit may need offline, with the revision Workbox keys it by. */
export function precacheEntries(dir: string): PrecacheEntry[] {
  return filesUnder(dir)
    .filter((file) => !LEFT_OUT.test(file))
    .sort()
    .map((file) => {
      const url = `/${file}`;
      if (fileKind(url) === 'hashed asset') return { url, revision: null };
      const revision = createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex')
        .slice(0, 16);
      return { url, revision };
    });
}

/**
 * Writes the shell's precache list into the service worker it builds. The worker is its own compilation, run
 * after the shell's (the shell's files are then in the output folder), so the list is exactly what was emitted.
 */
export class PrecacheManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before minification, so the source map still matches the file.
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          const entries = JSON.stringify(precacheEntries(compiler.options.output.path!));
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = asset.source().toString();
            const at = text.indexOf(TOKEN);
            if (at === -1) continue;
            const source = new rspack.sources.ReplaceSource(asset);
            source.replace(at, at + TOKEN.length - 1, entries);
            compilation.updateAsset(file, source);
            return;
          }
          compilation.errors.push(new rspack.WebpackError(`${NAME}: no file of this build reads ${TOKEN}`));
        },
      );
    });
  }
}
