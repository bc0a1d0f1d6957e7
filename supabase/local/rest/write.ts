// POST, PUT, PATCH and DELETE on a table or view.
import { pgrstError } from './errors.ts';
import { SqlBuilder } from './fields.ts';
import { negotiate, type Media } from './media.ts';
import { insertRows, readPayload } from './payload.ts';
import { appliedHeader } from './prefer.ts';
import type { ParsedQuery } from './query.ts';
import { headerValue, inTransaction, reply, type RestRequest } from './request.ts';
import type { ResponseGucs } from './response-gucs.ts';
import type { Table } from './schema-cache.ts';
import { buildDelete, buildInsert, buildUpdate, type InsertOptions, type Statement } from './statements.ts';

interface MutationRow extends ResponseGucs {
  affected: number;
  inserted: number;
  page_total: number;
  body: string | null;
  location?: string | null;
}

/** Payload keys that are not columns: PGRST204, as PostgREST's schema cache answers them. */
function checkColumns(table: Table, columns: string[]): void {
  for (const name of columns) {
    if (!table.columns.has(name)) {
      throw pgrstError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

function maxAffected(req: RestRequest, affected: number): void {
  const { prefs } = req;
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

/** Runs the mutation; the reply goes out only once it has committed. */
async function run(req: RestRequest, stmt: Statement): Promise<MutationRow> {
  return inTransaction(req, false, async (tx) => {
    const row = (await tx.query<MutationRow>(stmt.sql, stmt.params)).rows[0]!;
    maxAffected(req, row.affected);
    return row;
  });
}

function representation(req: RestRequest): { representation: boolean; media: Media } {
  const representation = req.prefs.return === 'representation';
  return {
    representation,
    media: representation ? negotiate(headerValue(req.ctx.req.headers.accept)) : negotiate(undefined),
  };
}

export async function insert(req: RestRequest, table: Table, query: ParsedQuery): Promise<void> {
  const rows = insertRows(await readPayload(req.ctx), Boolean(query.columns));
  const columns = query.columns ?? Object.keys(rows[0] ?? {});
  checkColumns(table, columns);
  const onConflict = query.onConflict ?? table.primaryKey;
  if (query.onConflict) checkColumns(table, onConflict);
  // Without a key to conflict on, PostgREST ignores the resolution (and does not say it applied it).
  const resolution = onConflict.length ? req.prefs.resolution : undefined;
  const { representation: full, media } = representation(req);
  const headersOnly = req.prefs.return === 'headers-only';
  const applied = appliedHeader(req.prefs, { resolution: Boolean(resolution) });
  if (rows.length === 0) {
    const status = resolution === 'merge-duplicates' ? 200 : 201;
    if (full)
      return reply(req, status, { 'Content-Range': '*/0', ...applied }, { media, text: '[]', rows: 0 });
    return reply(req, status, { ...applied });
  }
  const opts: InsertOptions = {
    representation: full,
    media,
    columns,
    resolution,
    onConflict,
    missingDefault: req.prefs.missing === 'default',
    upsert: resolution ? onConflict : undefined,
    location: headersOnly ? table.primaryKey : undefined,
  };
  const row = await run(req, buildInsert(new SqlBuilder(req.cache), table, query, rows, opts));
  const status = resolution === 'merge-duplicates' && row.inserted === 0 ? 200 : 201;
  const headers: Record<string, string> = { ...applied };
  if (full || headersOnly) headers['Content-Range'] = `*/${req.prefs.count === 'exact' ? row.affected : '*'}`;
  if (headersOnly && row.location) {
    const key = JSON.parse(row.location) as Record<string, unknown>;
    headers.Location = `/${table.name}?${Object.entries(key)
      .map(([k, v]) => `${k}=${v === null ? 'is.null' : `eq.${String(v)}`}`)
      .join('&')}`;
  }
  reply(req, status, headers, full ? { media, text: row.body!, rows: row.page_total } : undefined, row);
}

/** PATCH and DELETE: 200 with representation, else 204; Content-Range counts the rows changed. */
export async function change(req: RestRequest, table: Table, query: ParsedQuery, method: 'PATCH' | 'DELETE') {
  const { representation: full, media } = representation(req);
  const opts = { representation: full, media };
  const applied = appliedHeader(req.prefs, { resolution: false });
  const b = new SqlBuilder(req.cache);
  let stmt: Statement;
  if (method === 'PATCH') {
    const payload = await readPayload(req.ctx);
    // An array patches with its first object, as PostgREST does.
    const body = Array.isArray(payload) ? payload[0] : payload;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    const columns = query.columns ?? Object.keys(body ?? {});
    checkColumns(table, columns);
    if (columns.length === 0) {
      // Nothing to set: nothing is updated, whatever the filters.
      if (full)
        return reply(req, 200, { 'Content-Range': '*/*', ...applied }, { media, text: '[]', rows: 0 });
      return reply(req, 204, { 'Content-Range': '*/*', ...applied });
    }
    stmt = buildUpdate(b, table, query, body as object, columns, opts);
  } else {
    stmt = buildDelete(b, table, query, opts);
  }
  const row = await run(req, stmt);
  const total = req.prefs.count === 'exact' ? String(row.affected) : '*';
  const range = row.affected > 0 ? `0-${row.affected - 1}/${total}` : `*/${total}`;
  const headers = { 'Content-Range': range, ...applied };
  if (full) reply(req, 200, headers, { media, text: row.body!, rows: row.page_total }, row);
  else reply(req, 204, headers, undefined, row);
}

const putFilters = () =>
  pgrstError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");

/**
 * PUT: upsert of one row named by its whole primary key (`?pk=eq.value` for each key column and nothing else);
 * the payload's first object must carry the same key. 201 when it was inserted, 200 when updated, 204 minimal.
 */
export async function put(req: RestRequest, table: Table, query: ParsedQuery): Promise<void> {
  const root = query.levels.get('');
  if (root?.limit !== undefined || root?.offset !== undefined)
    throw pgrstError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  const keyFilters = new Map<string, string>();
  for (const cond of root?.conditions ?? []) {
    const plainEq =
      cond.kind === 'filter' && cond.op === 'eq' && !cond.negate && !cond.modifier && !cond.field.json.length;
    if (!plainEq || !table.primaryKey.includes(cond.field.name) || keyFilters.has(cond.field.name))
      throw putFilters();
    keyFilters.set(cond.field.name, String(cond.value));
  }
  if (table.primaryKey.length === 0 || keyFilters.size !== table.primaryKey.length) throw putFilters();
  const [row] = insertRows(await readPayload(req.ctx), Boolean(query.columns));
  const columns = query.columns ?? Object.keys(row ?? {});
  checkColumns(table, columns);
  const payload = (row ?? {}) as Record<string, unknown>;
  const matches = table.primaryKey.every(
    (k) => payload[k] != null && String(payload[k]) === keyFilters.get(k),
  );
  if (!matches) throw pgrstError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  const { representation: full, media } = representation(req);
  const opts: InsertOptions = {
    representation: full,
    media,
    columns,
    resolution: 'merge-duplicates',
    onConflict: table.primaryKey,
    missingDefault: req.prefs.missing === 'default',
    upsert: table.primaryKey,
  };
  const result = await run(req, buildInsert(new SqlBuilder(req.cache), table, query, [payload], opts));
  const applied = appliedHeader({ ...req.prefs, missing: undefined }, { resolution: false });
  if (!full) return reply(req, 204, applied, undefined, result);
  reply(
    req,
    result.inserted > 0 ? 201 : 200,
    applied,
    { media, text: result.body!, rows: result.page_total },
    result,
  );
}
