import { createHash } from 'node:crypto';
import { ConcatenatedModule, rspack, type Compiler, type Module } from '@rspack/core';
import { relativeSourceMap } from './relative-source-map.ts';

const NAME = 'ReproducibleBuildPlugin';
/** Module Federation lists the shared modules in these in an order that moves with the folder. */
const MANIFESTS = ['mf-manifest.json', 'mf-stats.json'];

/**
 * Makes a build a function of its sources alone, not of the folder it runs in: the same commit gives
 * byte-identical files in any checkout, so two teams' CI produce the same artifacts (and the same release id)
 * and a visitor's cached files stay valid across a rebuild.
 *
 * - Module ids. rspack's deterministic ids hash a module's identifier, and a shared module's identifier
 *   carries its absolute fallback path ("consume shared module (default) react@^19 (fallback: /home/…)"),
 *   so every chunk that names one changed with the folder (rspack issue 15841 asks for a fix upstream). Here
 *   the same hashing runs on identifiers with the root taken out (set `optimization.moduleIds: false`).
 *   Chunk ids cannot be set from a plugin and rspack's deterministic ones hash the same identifiers, so the
 *   config takes `chunkIds: 'natural'` (numbered in the order of their modules' ids: stable while no chunk is
 *   added or removed, and shorter).
 * - Chunk loading order. split chunks orders the chunks it makes by a hash of their modules' identifiers, absolute
 *   paths included, so a lazy import's `Promise.all([n.e(9),n.e(57)])` could list the same chunks in another order
 *   in another folder. The lists are sorted by chunk id after minification, before the real content hash names
 *   the file (the chunks load in parallel either way; the text keeps its length, so source maps stay aligned).
 * - The federation manifests list the shared modules sorted by id.
 * - Source maps. Their sources and sourcesContent may quote a path (the federation runtime's entry is a
 *   data: URL importing an absolute file); they are rewritten relative to the root. Maps are named after
 *   their script, not hashed on their own content, so rewriting them renames nothing.
 * - A guard: an emitted file that still holds the root's path fails the build, naming the file.
 */
export class ReproducibleBuildPlugin {
  /** The root as written in identifiers and files, and URL-encoded as in data: URLs. */
  private readonly forms: string[];

  constructor(private readonly root: string) {
    this.forms = [root, encodeURIComponent(root)];
  }

  private relative(text: string): string {
    return this.forms.reduce((out, form) => out.split(form).join('.'), text);
  }

  /**
   * The identifier with the root taken out. Inside beforeModuleIds rspack hands over proxies whose identifier is
   * a string, not a method. A concatenated module's identifier ends in a hash of its parts' absolute
   * identifiers, so it is named by its parts instead.
   */
  private nameOf(module: Module): string {
    const parts = module instanceof ConcatenatedModule ? module.modules : null;
    if (parts) return parts.map((part) => this.relative(part.identifier())).join('\n');
    return this.relative(String(module.identifier));
  }

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
        const named = [...modules].map((module) => ({
          // An id assigned here is what the module is required by.
          module: module as unknown as { id: number },
          name: this.nameOf(module),
        }));
        assignDeterministicIds(named);
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.map')) continue;
            const text = asset.source().toString();
            const relative = relativeSourceMap(text, this.root);
            if (relative !== text) compilation.updateAsset(file, new rspack.sources.RawSource(relative));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        // After the minifier, before realContentHash names the files from their final bytes.
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = asset.source().toString();
            const sorted = sortChunkLoads(text);
            if (sorted !== text) compilation.updateAsset(file, new rspack.sources.RawSource(sorted));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        // Before the .br/.gz copies are made.
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 },
        (assets) => {
          for (const file of MANIFESTS) {
            const asset = assets[file];
            if (!asset) continue;
            const manifest = JSON.parse(asset.source().toString()) as { shared?: { id: string }[] };
            manifest.shared?.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          }
        },
      );
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [file, asset] of Object.entries(assets)) {
            if (/\.(br|gz|png|jpe?g|webp|avif|woff2?)$/.test(file)) continue;
            const text = asset.source().toString();
            if (this.forms.some((form) => text.includes(form)))
              compilation.errors.push(
                new rspack.WebpackError(`${file} contains the build folder's path (${this.root})`),
              );
          }
        },
      );
    });
  }
}

/**
 * webpack's deterministic ids, as rspack computes them: a hash of the name, in a range ten times the number of
 * modules (a power of ten, at least 1000), the next salt on a collision, names taken in sorted order.
 */
function assignDeterministicIds(named: { module: { id: number }; name: string }[]): void {
  const range = 10 ** Math.max(3, String(named.length * 10 - 1).length);
  const used = new Set<number>();
  named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { module, name } of named) {
    for (let salt = 0; ; salt++) {
      const digest = createHash('sha256')
        .update(salt === 0 ? name : `${name}${salt}`)
        .digest();
      const id = digest.readUInt32BE(0) % range;
      if (used.has(id)) continue;
      used.add(id);
      module.id = id;
      break;
    }
  }
}

/** A lazy import's list of chunks to load (`Promise.all([n.e(22),n.e(9)])`), minified or not. */
const CHUNK_LOADS = /Promise\.all\(\[((?:\s*[\w$.]+\.e\(\d+\)\s*,)+\s*[\w$.]+\.e\(\d+\)\s*)\]\)/g;

/** Every such list with its loads in ascending chunk id order; the same text when there is none. */
export function sortChunkLoads(text: string): string {
  return text.replace(CHUNK_LOADS, (whole: string, list: string) => {
    const loads = list.split(',').map((load) => load.trim());
    const id = (load: string) => Number(/\((\d+)\)$/.exec(load)![1]);
    const sorted = [...loads].sort((a, b) => id(a) - id(b));
    return sorted.every((load, index) => load === loads[index])
      ? whole
      : `Promise.all([${sorted.join(',')}])`;
  });
}
