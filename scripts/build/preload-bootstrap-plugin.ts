import { rspack, type Chunk, type Compilation, type Compiler, type Module } from '@rspack/core';
import { SESSION_PRELOADS_ID } from '../../shell/src/session-preloads.mjs';

/** main.ts imports the bootstrap by this name, and the bootstrap react-dom's client (once the first route is ready). */
const FIRST_SCREEN_CHUNK_GROUPS = ['bootstrap', 'render'];
/** shell/src/start-session.ts imports the session's code (its shared entry and supabase-js) by this name. */
const SESSION_CHUNK_GROUPS = ['session'];

/**
 * Lists in the host's index.html, as preloads, the files its bootstrap needs before anything can render:
 * the bootstrap chunk and the chunks of the shared modules it imports, and of theirs. Otherwise each
 * level is found only once the one before has downloaded and run (main.js, then React, then react-dom and the
 * rest: three round trips on a phone). Low priority, as the scripts would be: a preloaded script counts as
 * render-blocking in Lighthouse's model, and nothing renders before they have all run anyway.
 */
export class PreloadBootstrapPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadBootstrapPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      // Written into the page's text by beforeEmit: a tag's inner HTML is escaped.
      let sessionTemplate = '';
      hooks.alterAssetTags.tap('PreloadBootstrapPlugin', (data) => {
        const preload = (href: string, as: string, extra: Record<string, string | boolean> = {}) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href, as, ...extra },
        });
        const firstScreen = scriptsOf(compilation, FIRST_SCREEN_CHUNK_GROUPS);
        data.assetTags.scripts.push(
          // Requested by main.ts with fetch(); a preload as "fetch" needs crossorigin to match it.
          preload(`${data.publicPath}app-config.json`, 'fetch', { crossorigin: 'anonymous' }),
          ...firstScreen.map((file) => preload(data.publicPath + file, 'script', { fetchpriority: 'low' })),
        );
        // The session's scripts, in a <template> (inert) that main.ts copies into the head on a page that starts
        // on the session (shell/src/session-preloads.mjs).
        const sessionLinks = scriptsOf(compilation, SESSION_CHUNK_GROUPS)
          .filter((file) => !firstScreen.includes(file))
          .map(
            (file) => `<link rel="preload" href="${data.publicPath}${file}" as="script" fetchpriority="low">`,
          );
        sessionTemplate = `<template id="${SESSION_PRELOADS_ID}">${sessionLinks.join('')}</template>`;
        return data;
      });
      hooks.beforeEmit.tap('PreloadBootstrapPlugin', (data) => {
        data.html = data.html.replace('</head>', `${sessionTemplate}</head>`);
        return data;
      });
    });
  }
}

/**
 * The JS files of these chunk groups and of every shared module their modules consume, transitively.
 * A host loads a shared module from what it provides (registered in main.js), not from the consumer's
 * fallback copy, so each consumed share key is followed to the chunks its provide module loads.
 */
function scriptsOf(compilation: Compilation, groupNames: string[]): string[] {
  const { chunkGraph } = compilation;
  const shareKey = (module: Module) =>
    /^(?:consume|provide) shared module \((.+?)\) (.+?)@/.exec(module.identifier())?.slice(1).join(':');
  const provided = new Map<string, Module>();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(shareKey(module)!, module);
  const groups = groupNames.map((name) => compilation.namedChunkGroups.get(name));
  if (groups.includes(undefined))
    throw new Error(`PreloadBootstrapPlugin: the shell has no chunks named ${groupNames.join(' and ')}`);
  const seen = new Set<Chunk>();
  const queue = groups.flatMap((group) => group!.chunks);
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(shareKey(module)!);
      if (!provider) throw new Error(`PreloadBootstrapPlugin: nothing provides ${module.identifier()}`);
      for (const block of provider.blocks)
        queue.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
  }
  return [...seen]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();
}
