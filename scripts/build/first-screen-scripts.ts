import type { Chunk, Compilation, Module } from '@rspack/core';

/** main.ts imports the bootstrap by this name, and the bootstrap react-dom's client (once the first route is ready). */
export const FIRST_SCREEN_CHUNK_GROUPS = ['bootstrap', 'render'];
/** shell/src/start-session.ts imports the session's code (its shared entry and supabase-js) by this name. */
export const SESSION_CHUNK_GROUPS = ['session'];

/**
 * The JS files of these chunk groups and of every shared module their modules consume, transitively.
 * A host loads a shared module from what it provides (registered in main.js), not from the consumer's
 * fallback copy, so each consumed share key is followed to the chunks its provide module loads.
 */
export function scriptsOf(compilation: Compilation, groupNames: string[]): string[] {
  const { chunkGraph } = compilation;
  const shareKey = (module: Module) =>
    /^(?:consume|provide) shared module \((.+?)\) (.+?)@/.exec(module.identifier())?.slice(1).join(':');
  const provided = new Map<string, Module>();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(shareKey(module)!, module);
  const groups = groupNames.map((name) => compilation.namedChunkGroups.get(name));
  if (groups.includes(undefined))
    throw new Error(`the shell has no chunks named ${groupNames.join(' and ')}`);
  const seen = new Set<Chunk>();
  const queue = groups.flatMap((group) => group!.chunks);
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(shareKey(module)!);
      if (!provider) throw new Error(`nothing provides ${module.identifier()}`);
      for (const block of provider.blocks)
        queue.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
  }
  return jsFiles(seen);
}

/** The .js files of `chunks`, sorted. */
export const jsFiles = (chunks: Iterable<Chunk>): string[] =>
  [...chunks]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();
