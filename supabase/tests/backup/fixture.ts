import type { SupabaseClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Snapshot } from '../../backup/archive/index.ts';
import { loadSnapshot, serviceClient, type ProjectConnection } from '../../backup/node/project.ts';
import { freePort } from '../../db/testing/free-port.ts';
import { startPostgresServer, type PostgresServer } from '../../db/testing/postgres-server.ts';
import { startLocalApi, type LocalApi } from '../../local/server.ts';
import { client, freshDataDir } from '../api/helpers.ts';

export type Engine = 'pglite' | 'postgres';

export interface TestProject {
  api: LocalApi;
  url: string;
  connection: ProjectConnection;
  anon(): SupabaseClient;
  snapshot(): Promise<Snapshot>;
}

let databases = 0;

/**
 * Local projects on one engine for a test file: `project({ seed })` starts a fresh one (PGlite in a copy of a
 * migrated data folder, or a new database on a PostgreSQL 15 server this file starts); all stop after the file,
 * and the folders `tempFile` and `tempDir` made go with them.
 */
export function useProjects(engine: Engine) {
  let postgres: Promise<PostgresServer> | undefined;
  const started: { api: LocalApi; dir: string }[] = [];
  afterAll(async () => {
    for (const { api, dir } of started.splice(0)) {
      await api.stop();
      await rm(dir, { recursive: true, force: true });
    }
    if (postgres) await (await postgres).stop();
    for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  return async function project({ seed }: { seed: boolean }): Promise<TestProject> {
    // On PGlite a migrated, unseeded copy: the API seeds it as it starts, naming its own port in stored URLs.
    const dir =
      engine === 'pglite'
        ? await freshDataDir({ seed: false })
        : await mkdtemp(path.join(os.tmpdir(), 'piwc-backup-test-'));
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      postgres ??= startPostgresServer();
      databaseUrl = await (await postgres).createDatabase(`backup_test_${process.pid}_${databases++}`);
    }
    const api = await startLocalApi({ port: await freePort(), dataDir: dir, databaseUrl, seed, log: false });
    started.push({ api, dir });
    const connection = { url: api.url, client: serviceClient(api.url, api.serviceRoleKey) };
    return {
      api,
      url: api.url,
      connection,
      anon: () => client(api.url, api.anonKey),
      snapshot: () => loadSnapshot(connection),
    };
  };
}

/** Folders for a test file's archives, removed with its projects (each archive of the seed is ~20 MB). */
const tempDirs: string[] = [];

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-backup-file-'));
  tempDirs.push(dir);
  return dir;
}

export const tempFile = async (name: string) => path.join(await tempDir(), name);

/** A snapshot with stored URLs written for another project, for comparing across two projects. */
export function movedTo(snapshot: Snapshot, fromUrl: string, toUrl: string): Snapshot {
  return JSON.parse(JSON.stringify(snapshot).split(`${fromUrl}/storage/v1/`).join(`${toUrl}/storage/v1/`));
}
