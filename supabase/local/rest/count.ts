import type { Queryable, Statement } from '../../db/database.ts';
import type { CountMode } from './prefer.ts';
import { MAX_ROWS } from './request.ts';

/**
 * The total for a counted read: exact (the statement counts), planned (the planner's estimate, EXPLAIN of the
 * counting query) or estimated (planned when that passes max-rows, else exact), as PostgREST counts.
 */
export async function countTotal(
  tx: Queryable,
  mode: CountMode,
  count: Statement,
  counted?: number,
): Promise<number> {
  // `counted`: the exact total the main statement already computed (a function's rows must not be read twice).
  const exact = async () =>
    counted ?? Number((await tx.query<{ count: string }>(count.sql, count.params)).rows[0]!.count);
  if (mode === 'exact') return exact();
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${count.sql}`,
    count.params,
  );
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: { Plans?: { 'Plan Rows': number }[]; 'Plan Rows': number };
  }[];
  // The count(*) node always plans one row; the rows it counts are its input's.
  const top = parsed[0]!.Plan;
  const planned = Math.round(top.Plans?.[0]?.['Plan Rows'] ?? top['Plan Rows']);
  return mode === 'planned' || planned > MAX_ROWS ? planned : exact();
}
