import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../caller.ts';
import type { Change, TableInfo } from './change-feed.ts';
import { parseFilter, type RowFilter } from './filter.ts';
import { rowVisibility, type Visibility } from './visibility.ts';

export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter: RowFilter;
}

/** The server's binding id is a hash of the binding's params (RT uses :erlang.phash2). */
const bindingId = (params: Record<string, unknown>) =>
  createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;

/**
 * The join's `postgres_changes` bindings with their ids, and the list echoed in the reply (same order), or the
 * params the server refuses.
 */
export function parseBindings(
  requested: Record<string, unknown>[],
): { bindings: Binding[]; echoed: Record<string, unknown>[] } | { refused: Record<string, unknown> } {
  const bindings: Binding[] = [];
  const echoed: Record<string, unknown>[] = [];
  for (const params of requested) {
    const event = typeof params.event === 'string' ? params.event : '*';
    const schema = typeof params.schema === 'string' ? params.schema : 'public';
    const table = typeof params.table === 'string' ? params.table : '*';
    const filterText = typeof params.filter === 'string' ? params.filter : undefined;
    const filter = parseFilter(filterText);
    if (!filter || !['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) return { refused: params };
    const id = bindingId({ event, schema, table, filter: filterText });
    bindings.push({ id, event, schema, table, filter });
    echoed.push({ id, event, schema, table, ...(filterText ? { filter: filterText } : {}) });
  }
  return { bindings, echoed };
}

/** The ids of `bindings` a change matches: table, event, and the filter on the row (the old key for a DELETE). */
export function matchingIds(bindings: Binding[], change: Change): number[] {
  const row = (change.type === 'DELETE' ? change.oldRecord : change.record) ?? {};
  return bindings
    .filter(
      (b) =>
        (b.schema === '*' || b.schema === change.schema) &&
        (b.table === '*' || b.table === change.table) &&
        (b.event === '*' || b.event === change.type) &&
        b.filter(row),
    )
    .map((b) => b.id);
}

export interface ChangeTarget {
  caller: Caller;
  ids: number[];
  send(payload: Record<string, unknown>): void;
}

/** Sends `change` to each target that may see it, as hosted's message dispatcher shapes it. */
export async function deliverChange(
  db: Database,
  change: Change,
  info: TableInfo,
  targets: ChangeTarget[],
): Promise<void> {
  const byCaller = new Map<string, Promise<Visibility>>();
  for (const target of targets) {
    const key = JSON.stringify(target.caller.claims);
    let visibility = byCaller.get(key);
    if (!visibility) byCaller.set(key, (visibility = rowVisibility(db, target.caller, change, info)));
    const seen = await visibility;
    if (!seen.visible) continue;
    const selectable = (name: string) => seen.columns.has(name);
    // With RLS on, a deleted row is described by its key alone (realtime.apply_rls).
    const oldAllowed =
      change.type === 'DELETE' && info.rls
        ? (name: string) => selectable(name) && info.primaryKey.includes(name)
        : selectable;
    const pick = (record: Record<string, unknown> | null, allowed: (name: string) => boolean) =>
      Object.fromEntries(Object.entries(record ?? {}).filter(([name]) => allowed(name)));
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns: info.columns.filter((c) => selectable(c.name)),
      errors: null,
    };
    if (change.type !== 'DELETE') data.record = pick(change.record, selectable);
    if (change.type !== 'INSERT') data.old_record = pick(change.oldRecord, oldAllowed);
    target.send({ ids: target.ids, data });
  }
}
