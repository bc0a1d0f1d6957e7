#!/usr/bin/env node
// Usage: node scripts/serve-static.mjs DIR PORT [--spa]
import { startStaticServer } from './lib/static-server.mjs';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: serve-static.mjs DIR PORT [--spa]');
  process.exit(2);
}
await startStaticServer({ dir, port: Number(port), spa: process.argv.includes('--spa') });
console.log(`serving ${dir} on http://127.0.0.1:${port}`);
