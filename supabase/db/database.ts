import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement with `$1…` parameters: values are always bound, never pasted into the SQL. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap, seed). */
  exec(sql: string): Promise<void>;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on `channel`; `onNotify` gets each NOTIFY payload after its transaction commits. Resolves to unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when set it wins over dataDir. */
  databaseUrl?: string;
  /** PGlite's data folder (kept across restarts); omitted means in memory. */
  dataDir?: string;
  /**
   * PGlite: a dump of a cluster to start from instead of running initdb (db/testing/blank-pglite.ts: tests open
   * dozens of databases, and initdb is ~5 s of CPU each).
   */
  loadDataDir?: Blob;
}

/**
 * The cluster's bootstrap superuser, as on hosted Supabase. `postgres` is an ordinary role there (and here,
 * db/bootstrap/00_roles.sql): migrations run as it, the API's own bookkeeping as this one.
 */
export const SUPERUSER = 'supabase_admin';

/** A PGlite as the local stack runs it. */
export function newPglite({ dataDir, loadDataDir }: Pick<OpenDatabaseOptions, 'dataDir' | 'loadDataDir'>) {
  // initdb names the bootstrap superuser; PGlite's single session then runs as it. Extensions the migrations
  // create must be bundled in here (a PostgreSQL server has them as contrib).
  return new PGlite({ dataDir, loadDataDir, initDbStartParams: ['-U', SUPERUSER], extensions: { unaccent } });
}

function openPglite(options: OpenDatabaseOptions): Database {
  const db = newPglite(options);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return {
        rows: result.rows as T[],
        affectedRows: result.rowCount ?? 0,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      // LISTEN holds a session, so it gets its own connection instead of a pooled one.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', () => undefined);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
  const { rows } = await db.query<{ superuser: boolean; name: string }>(
    `select current_setting('is_superuser') = 'on' as superuser, session_user as name`,
  );
  if (!rows[0]?.superuser || rows[0].name !== SUPERUSER) {
    await db.close();
    throw new Error(
      options.databaseUrl
        ? `DATABASE_URL must connect as the superuser ${SUPERUSER} (as hosted Supabase's platform does); it connected as ${rows[0]?.name}.`
        : `The data folder ${options.dataDir} was created before the local stack had hosted Supabase's roles ` +
            `(its superuser is ${rows[0]?.name}, not ${SUPERUSER}): start once with --reset to rebuild it.`,
    );
  }
  return db;
}
