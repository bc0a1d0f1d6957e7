import type { Database, Queryable } from '../../db/database.ts';
import { applyRequestSettings, type Caller } from '../caller.ts';
import type { Change, TableInfo } from './change-feed.ts';

export interface Visibility {
  /** The row as it is now passes RLS for the subscriber. */
  visible: boolean;
  /** The row as it was before the change passed the subscriber's SELECT policies. */
  wasVisible: boolean;
  /** Columns the subscriber's role may select. */
  columns: Set<string>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const HIDDEN: Visibility = { visible: false, wasVisible: false, columns: new Set() };

const keyText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * The old row is gone from the table, so its visibility is the table's SELECT policies (permissive OR'ed,
 * restrictive AND'ed, those for the role or its groups) evaluated on it, under the subscriber's settings.
 */
async function oldRowVisible(
  tx: Queryable,
  caller: Caller,
  relation: string,
  table: string,
  oldFull: Record<string, unknown>,
): Promise<boolean> {
  const { rows } = await tx.query<{
    bypass: boolean;
    rls: boolean;
    permissive: string | null;
    restrictive: string | null;
  }>(
    `select r.rolbypassrls as bypass, c.relrowsecurity as rls,
            (select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' or ') from pg_policy p
              where p.polrelid = c.oid and p.polpermissive and p.polcmd in ('r', '*') and p.polqual is not null
                and exists (select 1 from unnest(p.polroles) g where g = 0 or pg_has_role(r.oid, g, 'member'))) as permissive,
            (select string_agg('(' || pg_get_expr(p.polqual, p.polrelid) || ')', ' and ') from pg_policy p
              where p.polrelid = c.oid and not p.polpermissive and p.polcmd in ('r', '*') and p.polqual is not null
                and exists (select 1 from unnest(p.polroles) g where g = 0 or pg_has_role(r.oid, g, 'member'))) as restrictive
       from pg_class c, pg_roles r where c.oid = $1::regclass and r.rolname = $2`,
    [relation, caller.role],
  );
  const policy = rows[0];
  if (!policy) return false;
  if (policy.bypass || !policy.rls) return true;
  if (!policy.permissive) return false;
  // The expressions come from the catalog (written by migrations); the row is a bound parameter.
  const { rows: result } = await tx.query<{ visible: boolean }>(
    `select exists(select 1 from jsonb_populate_record(null::${relation}, $1::jsonb) as ${quote(table)}
      where (${policy.permissive}) and (${policy.restrictive ?? 'true'})) as visible`,
    [JSON.stringify(oldFull)],
  );
  return Boolean(result[0]?.visible);
}

/**
 * As hosted Realtime does: under the subscriber's role and claims, does the changed row (by primary
 * key) pass RLS now, and which columns may the role read? Also whether the old row passed, so a row
 * that just left the subscriber's view can be reported by key. A refusal or error counts as invisible.
 */
export async function rowVisibility(
  db: Database,
  caller: Caller,
  change: Change,
  info: TableInfo,
): Promise<Visibility> {
  if (info.primaryKey.length === 0) return HIDDEN;
  const relation = `${quote(change.schema)}.${quote(change.table)}`;
  const record = change.record;
  const where = info.primaryKey.map((col, i) => `${quote(col)}::text = $${i + 2}`).join(' and ');
  const sql =
    `select ${record ? `exists(select 1 from ${relation} where ${where})` : 'false'} as visible,` +
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
      const visible = Boolean(rows[0]?.visible);
      const wasVisible =
        change.oldFull && !visible
          ? await oldRowVisible(tx, caller, relation, change.table, change.oldFull)
          : false;
      return { visible, wasVisible, columns: new Set(rows[0]?.columns ?? []) };
    });
  } catch {
    return HIDDEN;
  }
}
