import type { ManifestObject, Row, Snapshot, SnapshotObject } from '../archive/index.ts';

/** What a restore must leave in the target: the archive's rows (migrated, URLs moved) and objects. */
export interface RestoreContent {
  tables: { name: string; keyColumns: string[]; accountColumns: string[]; rows: Row[] }[];
  objects: ManifestObject[];
}

export interface TargetDifference {
  /** Rows the target lacks, per table, in restore order. */
  missingRows: Map<string, Row[]>;
  /** Objects the target lacks or holds with other bytes. */
  missingObjects: ManifestObject[];
  /** What the target holds that the archive does not: a person-readable line each. */
  foreign: string[];
  /** Target objects to remove before restoring (absent from the archive, or different). */
  foreignObjects: SnapshotObject[];
}

const keyOf = (row: Row, keyColumns: string[]) => JSON.stringify(keyColumns.map((c) => row[c]));
const objectKey = (o: { bucket: string; name: string }) => `${o.bucket}/${o.name}`;

/**
 * Equal as restored: an account reference the target set to null (no such account there) still counts as
 * the archive's row.
 */
export function rowsEqual(target: Row, desired: Row, accountColumns: string[]): boolean {
  const expected = { ...desired };
  for (const column of accountColumns) if (target[column] === null) expected[column] = null;
  return JSON.stringify(target) === JSON.stringify(expected);
}

/**
 * Compares the target with what the restore must leave there. A target holding nothing but a part of the
 * archive (an interrupted restore of it) has no `foreign` lines: the restore continues there.
 * `sha256Of` fetches a target object's checksum when name and size alone cannot tell.
 */
export async function compareTarget(
  target: Snapshot,
  content: RestoreContent,
  sha256Of: (object: SnapshotObject) => Promise<string>,
): Promise<TargetDifference> {
  const difference: TargetDifference = {
    missingRows: new Map(),
    missingObjects: [],
    foreign: [],
    foreignObjects: [],
  };
  const targetTables = new Map(target.tables.map((t) => [t.name, t]));
  const wanted = new Set(content.tables.map((t) => t.name));

  for (const table of content.tables) {
    const there = targetTables.get(table.name);
    if (there?.singleRow && table.rows.length > 0) {
      // The one row a new project starts with (settings) is the archive's to replace.
      const [row] = table.rows;
      const [current] = there.rows;
      if (!current || !rowsEqual(current, row!, table.accountColumns))
        difference.missingRows.set(table.name, [row!]);
      continue;
    }
    const present = new Map((there?.rows ?? []).map((row) => [keyOf(row, table.keyColumns), row]));
    const missing: Row[] = [];
    let differing = 0;
    for (const row of table.rows) {
      const key = keyOf(row, table.keyColumns);
      const there = present.get(key);
      present.delete(key);
      if (!there) missing.push(row);
      else if (!rowsEqual(there, row, table.accountColumns)) differing++;
    }
    if (missing.length > 0) difference.missingRows.set(table.name, missing);
    if (differing > 0)
      difference.foreign.push(`${table.name}: ${differing} row(s) differ from the archive's`);
    if (present.size > 0) difference.foreign.push(`${table.name}: ${present.size} row(s) not in the archive`);
  }
  for (const table of target.tables) {
    if (!wanted.has(table.name) && table.rows.length > 0) {
      difference.foreign.push(`${table.name}: ${table.rows.length} row(s) not in the archive`);
    }
  }

  const targetObjects = new Map(target.objects.map((o) => [objectKey(o), o]));
  for (const object of content.objects) {
    const there = targetObjects.get(objectKey(object));
    targetObjects.delete(objectKey(object));
    if (!there) difference.missingObjects.push(object);
    else if (there.size !== object.size || (await sha256Of(there)) !== object.sha256) {
      difference.missingObjects.push(object);
      difference.foreignObjects.push(there);
    }
  }
  difference.foreignObjects.push(...targetObjects.values());
  const foreignByBucket = new Map<string, number>();
  for (const o of difference.foreignObjects)
    foreignByBucket.set(o.bucket, (foreignByBucket.get(o.bucket) ?? 0) + 1);
  for (const [bucket, n] of foreignByBucket) {
    difference.foreign.push(`bucket ${bucket}: ${n} object(s) not in the archive or different`);
  }
  return difference;
}
