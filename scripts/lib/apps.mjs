import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The three deployables and where each is served locally. */
export const APPS = [
  { name: 'shell', port: 3000, spa: true },
  { name: 'public-site', port: 3001, spa: false },
  { name: 'admin-portal', port: 3002, spa: false },
];

export const API_PORT = 54321;

/** Every remote's Module Federation entry, beside its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const distOf = (app) => path.join(ROOT, app, 'dist');
