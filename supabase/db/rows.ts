import type { Queryable } from './database.ts';

/** Inserts one row into public.<table> (a name from code, never from input) and returns its id. */
export async function insertRow(db: Queryable, table: string, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row).filter((key) => row[key] !== undefined);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    columns.map((c) => row[c]),
  );
  return rows[0]!.id;
}
