import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import ws from 'ws';
import { copyOfPreparedDataDir } from '../../db/testing/data-dir-template.ts';
import { startPostgresServer, type PostgresServer } from '../../db/testing/postgres-server.ts';
import { startLocalApi, type LocalApi, type LocalApiOptions } from '../../local/server.ts';

export const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
export const MEMBER = { email: 'member@example.com', password: 'member-dev-password' };

/** A prepared (bootstrapped, migrated and, unless `seed: false`, seeded) data folder of its own. */
export function freshDataDir({ seed = true } = {}): Promise<string> {
  return copyOfPreparedDataDir({ seed }, async (folder) => {
    const api = await startLocalApi({ port: 0, dataDir: folder, seed, log: false });
    await api.stop();
  });
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
