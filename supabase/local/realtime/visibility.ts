import type { Database } from '../../db/database.ts';
import { applyRequestSettings, type Caller } from '../caller.ts';
import type { Change, TableInfo } from './change-feed.ts';

export interface Visibility {
  /** The subscriber is sent this change. */
  visible: boolean;
  /** Columns the subscriber's role may select: the record is cut down to them. */
  columns: Set<string>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const HIDDEN: Visibility = { visible: false, columns: new Set() };

const keyText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * As hosted Realtime decides it (realtime.apply_rls): under the subscriber's role and claims, which columns may it
 * select, and for an INSERT or UPDATE on a table with RLS, does the row (looked up by primary key, as it is now)
 * pass the policies? A DELETE cannot be checked against policies, so it goes to every subscriber, carrying only
 * the key. A row that stops passing (e.g. unpublished) is simply not sent: hosted sends nothing for it either.
 */
export async function rowVisibility(
  db: Database,
  caller: Caller,
  change: Change,
  info: TableInfo,
): Promise<Visibility> {
  if (info.primaryKey.length === 0) return HIDDEN;
  const relation = `${quote(change.schema)}.${quote(change.table)}`;
  const record = change.type === 'DELETE' || !info.rls ? null : change.record;
  const where = info.primaryKey.map((col, i) => `${quote(col)}::text = $${i + 2}`).join(' and ');
  const sql =
    `select ${record ? `exists(select 1 from ${relation} where ${where})` : 'true'} as visible,` +
    ` array(select attname::text from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped` +
    ` and has_column_privilege($1::regclass, attnum, 'SELECT')) as columns`;
  try {
    return await db.transaction(async (tx) => {
      await applyRequestSettings(
        tx,
        caller,
        { method: 'GET', path: '/realtime/v1', headers: {} },
        { readOnly: true },
      );
      const keys = record ? info.primaryKey.map((col) => keyText(record[col])) : [];
      const { rows } = await tx.query<{ visible: boolean; columns: string[] }>(sql, [relation, ...keys]);
      const columns = new Set(rows[0]?.columns ?? []);
      // Without its key the subscriber could not tell which row changed: hosted answers 401 for it.
      const keyReadable = info.primaryKey.every((col) => columns.has(col));
      return { visible: Boolean(rows[0]?.visible) && keyReadable, columns };
    });
  } catch {
    return HIDDEN;
  }
}
