import { readFileSync } from 'node:fs';
import type { Database } from '../../db/database.ts';

const CAPTURE_SQL = readFileSync(new URL('./capture.sql', import.meta.url), 'utf8');

export interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

export interface TableInfo {
  columns: { name: string; type: string }[];
  primaryKey: string[];
  /** Row-level security is on: a DELETE then carries only the key, and INSERT/UPDATE are checked per subscriber. */
  rls: boolean;
}

/** Installs change capture, then hands each committed change, in order, to `onChange`. */
export class ChangeFeed {
  private lastId = 0;
  private draining: Promise<void> = Promise.resolve();
  private pending = false;
  private unlisten?: () => Promise<void>;
  private tables = new Map<string, Promise<TableInfo>>();

  constructor(
    private readonly db: Database,
    private readonly onChange: (change: Change) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.db.exec(CAPTURE_SQL);
    await this.sync();
    // Changes from before this start were for subscribers that are gone.
    await this.db.query('delete from local_realtime.changes');
    this.unlisten = await this.db.listen('local_realtime', () => this.schedule());
  }

  /** Re-attaches capture after the publication changed (migrations applied while running). */
  async sync(): Promise<void> {
    await this.db.query('select local_realtime.sync_triggers()');
    this.tables.clear();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.draining.catch(() => undefined);
  }

  tableInfo(schema: string, table: string): Promise<TableInfo> {
    const key = `${schema}.${table}`;
    let info = this.tables.get(key);
    if (!info) {
      info = this.db
        .query<{ name: string; type: string; pk: boolean; rls: boolean }>(
          `select a.attname::text as name, t.typname::text as type,
                  coalesce(a.attnum = any(i.indkey), false) as pk,
                  (select relrowsecurity from pg_class where oid = a.attrelid) as rls
             from pg_attribute a join pg_type t on t.oid = a.atttypid
             left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
            where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
            order by a.attnum`,
          [schema, table],
        )
        .then(({ rows }) => ({
          columns: rows.map(({ name, type }) => ({ name, type })),
          primaryKey: rows.filter((r) => r.pk).map((r) => r.name),
          rls: Boolean(rows[0]?.rls),
        }));
      info.catch(() => this.tables.delete(key));
      this.tables.set(key, info);
    }
    return info;
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = true;
    this.draining = this.draining.then(async () => {
      this.pending = false;
      try {
        await this.drain();
      } catch (error) {
        this.onError(error);
      }
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { rows } = await this.db.query<{
        id: string;
        schema_name: string;
        table_name: string;
        type: Change['type'];
        record: Record<string, unknown> | null;
        old_record: Record<string, unknown> | null;
        ts: string;
      }>(
        `select id::text, schema_name, table_name, type, record, old_record,
                to_char(commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts
           from local_realtime.changes where id > $1 order by id limit 200`,
        [this.lastId],
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        this.lastId = Number(row.id);
        await this.onChange({
          schema: row.schema_name,
          table: row.table_name,
          type: row.type,
          record: row.record,
          oldRecord: row.old_record,
          commitTimestamp: row.ts,
        }).catch(this.onError);
      }
      await this.db.query('delete from local_realtime.changes where id <= $1', [this.lastId]);
    }
  }
}
