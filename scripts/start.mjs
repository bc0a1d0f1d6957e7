#!/usr/bin/env node
// `pnpm start`: production builds served as deployed, plus the local Supabase API.
// `pnpm dev`: rspack dev servers with HMR instead of the builds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, API_PORT, ROOT, distOf } from './lib/apps.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const dev = process.argv.includes('--dev');
const children = [];

function run(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

const apiEntry = path.join(ROOT, 'supabase/local/main.ts');
if (existsSync(apiEntry)) {
  run('pnpm', ['--filter', 'supabase', 'start'], { env: { ...process.env, PORT: String(API_PORT) } });
} else {
  console.warn('supabase/local/main.ts not found: starting without the local Supabase API');
}

if (dev) {
  for (const app of APPS) run('pnpm', ['--filter', app.name, 'dev']);
} else {
  const build = run('pnpm', ['build']);
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) {
    stopAll();
    process.exit(code ?? 1);
  }
  for (const app of APPS) await startStaticServer({ dir: distOf(app.name), port: app.port, spa: app.spa });
}
console.log(`\n  PIWC Asokwa is up: http://127.0.0.1:${APPS[0].port}\n`);
