import { readFileSync, statSync } from 'node:fs';
import { firstRemoteOf } from '../../shell/src/first-remote.mjs';
import { SESSION_PRELOADS_ID } from '../../shell/src/session-preloads.mjs';
import { REMOTE_ENTRY_FILE } from './apps.mjs';

// Resolves the config's URLs, which may be relative to the shell (a Link header takes those as they are).
const BASE = 'http://relative.invalid';
const resolve = (url, from = BASE) => new URL(url, new URL(from, BASE)).href.replace(BASE, '');

/**
 * The Link header of a shell document: the first remote's manifest and entry start downloading with the
 * shell's own scripts, over a connection opened early, instead of after main.js has run and read the config
 * (main.ts preloads them too; these requests satisfy that). The entry stays at low priority so it does not
 * take the line from main.js. The Supabase origin is preconnected the way its CORS reads will use it.
 * A page that starts on the session (the admin portal, sign-in) also preloads `sessionScripts`, the files of
 * index.html's session template (sessionScriptsIn): the admin's role read waits on supabase-js, which main.ts
 * would ask for only once main.js has arrived and run.
 */
export function firstScreenLinks(appConfig, pathname, sessionScripts = []) {
  const links = [`<${new URL(appConfig.supabaseUrl).origin}>; rel=preconnect; crossorigin=anonymous`];
  const remote = firstRemoteOf(pathname);
  if (remote) {
    const manifest = appConfig.remotes[remote];
    links.push(
      `<${resolve(manifest)}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${resolve(REMOTE_ENTRY_FILE, manifest)}>; rel=preload; as=script; fetchpriority=low`,
    );
  }
  if (remote !== 'publicSite')
    links.push(...sessionScripts.map((src) => `<${src}>; rel=preload; as=script; fetchpriority=low`));
  return links.join(', ');
}

const SESSION_TEMPLATE = new RegExp(`<template id="${SESSION_PRELOADS_ID}">([\\s\\S]*?)</template>`);
const read = new Map();

/**
 * The scripts the session template of a shell build's index.html lists (PreloadBootstrapPlugin writes it), read
 * again only when the file changes (a rebuild or a release replaces it). None when there is no such file.
 */
export function sessionScriptsIn(indexHtml) {
  let mtimeMs;
  try {
    mtimeMs = statSync(indexHtml).mtimeMs;
  } catch {
    return [];
  }
  const known = read.get(indexHtml);
  if (known?.mtimeMs === mtimeMs) return known.scripts;
  const template = SESSION_TEMPLATE.exec(readFileSync(indexHtml, 'utf8'))?.[1] ?? '';
  const scripts = [...template.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
  read.set(indexHtml, { mtimeMs, scripts });
  return scripts;
}
