#!/usr/bin/env node
// `pnpm start`: the production builds served as deployed, plus the local Supabase API (seeded on first run).
// `pnpm dev`: rspack dev servers with HMR instead of the builds.
// `pnpm serve:releases`: the deploy root's live releases (`pnpm release`), served by the reference host.
// SUPABASE_URL / SUPABASE_ANON_KEY point the site at another Supabase project (then no local API starts).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { APPS, API_PORT, ROOT, distOf } from './lib/apps.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';
import { deployRoot } from './lib/deploy-root.mjs';
import { startReleaseHost } from './lib/release-host.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const dev = process.argv.includes('--dev');
const releases = process.argv.includes('--releases');
const children = [];

/** Starts pnpm (as this process was started: npx-provided in `npm run up`) with the servers in a group of their own. */
function pnpm(args, opts = {}) {
  const [cmd, prefix] = pnpmCommand();
  // A process group of its own: pnpm does not pass a SIGTERM on to the servers it started, so stopAll signals the group.
  const child = spawn(cmd, [...prefix, ...args], { cwd: ROOT, stdio: 'inherit', detached: true, ...opts });
  children.push(child);
  return child;
}

const exited = (child) => new Promise((resolve) => child.on('exit', resolve));

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return true;
    } catch {
      // still starting
    }
    await sleep(300);
  }
  return false;
}

const defaults = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/app-config.json'), 'utf8'));
const supabaseUrl = process.env.SUPABASE_URL ?? `http://127.0.0.1:${API_PORT}`;
const supabaseAnonKey = process.env.SUPABASE_ANON_KEY ?? defaults.supabaseAnonKey;

if (!process.env.SUPABASE_URL) {
  if (existsSync(path.join(ROOT, 'supabase/local/main.ts'))) {
    pnpm(['--filter', 'supabase', 'start', '--port', String(API_PORT)]);
  } else {
    console.warn('supabase/local/main.ts not found: starting without the local Supabase API');
  }
}

if (dev) {
  for (const app of APPS) pnpm(['--filter', app.name, 'dev']);
} else if (releases) {
  const root = deployRoot();
  for (const app of APPS) await startReleaseHost({ root, app: app.name, port: app.port });
  console.log(`Serving the live releases of ${root}`);
} else {
  const code = await exited(pnpm(['build']));
  if (code !== 0) {
    stopAll();
    process.exit(code ?? 1);
  }
  const appConfig = { ...defaults, supabaseUrl, supabaseAnonKey };
  for (const app of APPS) {
    await startStaticServer({
      dir: distOf(app.name),
      port: app.port,
      spa: app.spa,
      appConfig: app.name === 'shell' ? appConfig : undefined,
    });
  }
}

if (!process.env.SUPABASE_URL && !(await waitForHealth(supabaseUrl))) {
  console.error(`The local Supabase API did not answer at ${supabaseUrl}.`);
}
console.log(`\n  PIWC Asokwa is up: http://127.0.0.1:${APPS[0].port}   (Supabase API: ${supabaseUrl})\n`);
