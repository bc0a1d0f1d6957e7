import { PGlite } from '@electric-sql/pglite';
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

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when set it wins over dataDir. */
  databaseUrl?: string;
  /** PGlite's data folder (kept across restarts); omitted means in memory. */
  dataDir?: string;
}

function openPglite(dataDir: string | undefined): Database {
  const db = new PGlite(dataDir);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
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
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
  await db.query('select 1');
  return db;
}
