import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import ws from 'ws';
import { startPostgresServer, type PostgresServer } from '../../db/testing/postgres-server.ts';
import { startLocalApi, type LocalApi, type LocalApiOptions } from '../../local/server.ts';

const run = promisify(execFile);
const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
export const MEMBER = { email: 'member@example.com', password: 'member-dev-password' };

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Changes whenever bootstrap, migrations, seed or the local auth schema change. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['db', 'migrations', 'seed', 'local/auth']) {
    for (const file of filesUnder(path.join(SUPABASE_DIR, dir)).sort())
      hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A prepared (bootstrapped, migrated and, unless `seed: false`, seeded) data folder, built once and copied per
 * test file: initdb + seed take ~20 s on this machine, reopening a copy well under 2 s. The copy is cp's: Node's
 * `fs.cp` stats and copies its ~1,800 files in JavaScript, ~0.6 s of CPU each time against cp's ~0.08 s.
 */
export async function freshDataDir({ seed = true } = {}): Promise<string> {
  const template = path.join(
    os.tmpdir(),
    `piwc-local-api-template-${templateKey()}${seed ? '' : '-unseeded'}`,
  );
  if (!existsSync(template)) {
    const building = await mkdtemp(path.join(os.tmpdir(), 'piwc-local-api-building-'));
    const api = await startLocalApi({ port: 0, dataDir: building, seed, log: false });
    await api.stop();
    await rename(building, template).catch(async () => rm(building, { recursive: true, force: true }));
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-local-api-test-'));
  // "template/." copies what is in the folder into `dir`, which mkdtemp has made.
  await run('cp', ['-R', `${template}/.`, dir]);
  return dir;
}

export interface TestApi extends LocalApi {
  dataDir: string;
  anon(): SupabaseClient;
  service(): SupabaseClient;
  signedIn(user: { email: string; password: string }): Promise<SupabaseClient>;
  /** Raw fetch against the API with the anon key. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export function client(
  url: string,
  key: string,
  options: { autoRefreshToken?: boolean; detectSessionInUrl?: boolean } = {},
): SupabaseClient {
  return createClient(url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: options.detectSessionInUrl ?? false,
    },
    realtime: { transport: ws as never },
  });
}

let postgres: Promise<PostgresServer> | undefined;
let databases = 0;
let openApis = 0;
const databaseByDataDir = new Map<string, string>();

/**
 * LOCAL_API_TEST_ENGINE=postgres runs the same suites against a PostgreSQL server (one throwaway
 * cluster per test file, one database per API), proving both engines answer alike.
 */
async function engineOptions(
  dataDir: string | undefined,
  engine = process.env.LOCAL_API_TEST_ENGINE,
): Promise<{ dataDir: string; databaseUrl?: string }> {
  if (engine !== 'postgres') return { dataDir: dataDir ?? (await freshDataDir()) };
  postgres ??= startPostgresServer();
  const server = await postgres;
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'piwc-local-api-pg-')));
  // A restart on the same data folder must find the same database.
  let databaseUrl = databaseByDataDir.get(dir);
  if (!databaseUrl) {
    databaseUrl = await server.createDatabase(`api_test_${process.pid}_${databases++}`);
    databaseByDataDir.set(dir, databaseUrl);
  }
  return { dataDir: dir, databaseUrl };
}

export async function stopTestPostgres(): Promise<void> {
  if (postgres) await (await postgres).stop();
  postgres = undefined;
}

/** `engine` picks one for this API whatever LOCAL_API_TEST_ENGINE says (a suite that must run on both). */
export async function startTestApi(
  options: LocalApiOptions & { dataDir?: string; engine?: 'pglite' | 'postgres' } = {},
): Promise<TestApi> {
  const { engine: engineName, ...apiOptions } = options;
  const engine = await engineOptions(options.dataDir, engineName);
  const dataDir = engine.dataDir;
  const api = await startLocalApi({ port: 0, log: false, ...apiOptions, ...engine });
  openApis++;
  return {
    ...api,
    dataDir,
    anon: () => client(api.url, api.anonKey),
    service: () => client(api.url, api.serviceRoleKey),
    async signedIn(user) {
      const c = client(api.url, api.anonKey);
      const { error } = await c.auth.signInWithPassword(user);
      if (error) throw error;
      return c;
    },
    fetch: (pathname, init = {}) =>
      fetch(`${api.url}${pathname}`, {
        ...init,
        headers: { apikey: api.anonKey, ...(init.headers as Record<string, string> | undefined) },
      }),
    async close() {
      await api.stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      if (--openApis === 0) await stopTestPostgres();
    },
  };
}

/**
 * Registers hooks that start a test API (startTestApi with `options`) before the enclosing suite's tests, run
 * `setUp` on it, and close it after them. The object returned is that API once the first hook has run.
 */
export function testApiForSuite(
  options: Parameters<typeof startTestApi>[0] = {},
  setUp?: (api: TestApi) => Promise<void>,
): TestApi {
  const api = {} as TestApi;
  let started = false;
  beforeAll(async () => {
    Object.assign(api, await startTestApi(options));
    started = true;
    await setUp?.(api);
  });
  afterAll(async () => {
    if (started) await api.close();
  });
  return api;
}
