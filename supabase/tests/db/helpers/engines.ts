import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../../db/database.ts';
import { prepareDatabase } from '../../../db/prepare.ts';
import { blankPgliteImage } from '../../../db/testing/blank-pglite.ts';
import { startPostgresServer, type PostgresServer } from '../../../db/testing/postgres-server.ts';

export const ENGINES = ['pglite', 'postgres'] as const;
export type EngineName = (typeof ENGINES)[number];

export interface EngineHandle {
  /** The migrated database (no seed) that the file's tests share. */
  readonly db: Database;
  /** Another empty database on the same engine (a new PGlite, or a new database on the server). */
  freshDatabase(): Promise<Database>;
  readonly storageDir: string;
  /** PostgreSQL only: a connection string for the file's database as another login role. */
  urlAs(user: string): string | undefined;
}

let counter = 0;

/**
 * Registers beforeAll/afterAll that open one engine for the enclosing describe block: a PGlite
 * instance, or a PostgreSQL 15 server this file starts (and stops) itself.
 */
export function useEngine(engine: EngineName, { migrate = true } = {}): EngineHandle {
  let server: PostgresServer | undefined;
  let db: Database | undefined;
  let storageDir = '';
  let databaseUrl: string | undefined;
  let urlOf: (user: string) => string | undefined = () => undefined;
  const extra: Database[] = [];

  const freshDatabase = async () => {
    databaseUrl = server ? await server.createDatabase(`db_${process.pid}_${(counter += 1)}`) : undefined;
    const opened = await openDatabase(
      databaseUrl ? { databaseUrl } : { loadDataDir: await blankPgliteImage() },
    );
    extra.push(opened);
    return opened;
  };

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'piwc-storage-'));
    if (engine === 'postgres') server = await startPostgresServer();
    db = await freshDatabase();
    extra.pop();
    const own = databaseUrl;
    urlOf = (user) => own && own.replace(/\/\/[^@]+@/, `//${user}@`);
    if (migrate) await prepareDatabase(db, { storageDir });
  });

  afterAll(async () => {
    await Promise.all([db, ...extra].map((d) => d?.close().catch(() => undefined)));
    await server?.stop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  return {
    get db() {
      if (!db) throw new Error('The engine is not open yet (use it inside a test or hook).');
      return db;
    },
    get storageDir() {
      return storageDir;
    },
    freshDatabase,
    urlAs: (user) => urlOf(user),
  };
}
