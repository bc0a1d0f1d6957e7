import type { Database } from '../../db/database.ts';
import { applyRequestSettings, type Caller } from '../caller.ts';
import type { Change, TableInfo } from './change-feed.ts';

export interface Visibility {
  visible: boolean;
  /** Columns the subscriber's role may select. */
  columns: Set<string>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * As hosted Realtime does: under the subscriber's role and claims, does the changed row (by primary
 * key) pass RLS now, and which columns may the role read? A refusal or error counts as invisible.
 */
export async function rowVisibility(db: Database, caller: Caller, change: Change, info: TableInfo): Promise<Visibility> {
  const record = change.record ?? {};
  if (info.primaryKey.length === 0) return { visible: false, columns: new Set() };
  const where = info.primaryKey.map((col, i) => `${quote(col)}::text = $${i + 2}`).join(' and ');
  const sql =
    `select exists(select 1 from ${quote(change.schema)}.${quote(change.table)} where ${where}) as visible,` +
    ` array(select attname::text from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped` +
    ` and has_column_privilege($1::regclass, attnum, 'SELECT')) as columns`;
  const keyText = info.primaryKey.map((col) => {
    const value = record[col];
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  });
  try {
    return await db.transaction(async (tx) => {
      await applyRequestSettings(tx, caller, { method: 'GET', path: '/realtime/v1', headers: {} }, { readOnly: true });
      const { rows } = await tx.query<{ visible: boolean; columns: string[] }>(sql, [`${quote(change.schema)}.${quote(change.table)}`, ...keyText]);
      return { visible: Boolean(rows[0]?.visible), columns: new Set(rows[0]?.columns ?? []) };
    });
  } catch {
    return { visible: false, columns: new Set() };
  }
}
