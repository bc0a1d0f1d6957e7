import { rspack, type Compiler } from '@rspack/core';
import { FIRST_SCREEN_CHUNK_GROUPS, SESSION_CHUNK_GROUPS, scriptsOf } from './first-screen-scripts.ts';
import { SESSION_PRELOADS_ID } from '../../shell/src/session-preloads.mjs';

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
        // main.js itself is asked for first: a deferred script is fetched at low priority, behind the favicon,
        // the manifest's icon and the splash's logo (High and Medium), and every other script waits on it.
        for (const tag of data.assetTags.scripts)
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
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
