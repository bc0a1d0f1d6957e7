// Request bodies PostgREST accepts: JSON, form-urlencoded (one row) and CSV (references/api/tables_views).
import { parse } from 'csv-parse/sync';
import { readBody } from '../http/body.ts';
import type { RouteContext } from '../http/context.ts';
import { pgrstError } from './errors.ts';

const invalidJson = () => pgrstError(400, 'PGRST102', 'Empty or invalid json');

/** RFC 4180 CSV with a header row; the text NULL is SQL NULL and an empty field an empty string, as PostgREST reads it. */
function parseCsv(text: string): Record<string, string | null>[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, skip_empty_lines: true });
  } catch {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid csv');
  }
  return records.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === 'NULL' ? null : v])),
  );
}

/** The body as JSON-like data; an empty or malformed one is PGRST102. */
export async function readPayload(ctx: RouteContext): Promise<unknown> {
  const limit = ctx.state.options.maxJsonBodyBytes;
  const raw = await readBody(ctx.req, limit, () =>
    pgrstError(413, 'PGRST413', 'Payload Too Large', `The request body is larger than ${limit} bytes`),
  );
  const type = String(ctx.req.headers['content-type'] ?? 'application/json')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const text = raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'text/csv') return parseCsv(text);
  if (!text.trim()) throw invalidJson();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/** The rows of an insert: an object or an array of objects with the same keys (unless ?columns names them). */
export function insertRows(payload: unknown, columnsGiven: boolean): Record<string, unknown>[] {
  const rows = Array.isArray(payload) ? payload : [payload];
  const allKeysMatch = () => pgrstError(400, 'PGRST102', 'All object keys must match');
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) throw allKeysMatch();
  const objects = rows as Record<string, unknown>[];
  if (!columnsGiven && objects.length > 1) {
    const keys = Object.keys(objects[0]!).sort().join('\u0000');
    if (objects.some((o) => Object.keys(o).sort().join('\u0000') !== keys)) throw allKeysMatch();
  }
  return objects;
}
