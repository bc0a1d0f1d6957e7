import { pgrstError } from './errors.ts';
import type { ParsedQuery } from './query.ts';
import type { RoutineDef, Table } from './schema-cache.ts';
import {
  SqlBuilder,
  checkColumn,
  conditionSql,
  checkLevels,
  orderSql,
  qi,
  qualified,
  rootFromWhere,
  selectParts,
} from './sql-parts.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Page {
  limit?: number;
  offset: number;
}

/** Every read returns one row: total (when counted), page_total and the JSON body as text, built in SQL. */
function wrapRead(b: SqlBuilder, inner: string, countSql: string | null): string {
  return `select ${countSql ?? 'null::int'} as total, count(_r)::int as page_total, coalesce(json_agg(_r), '[]')::text as body from (${inner}) _r`;
}

function pageSql(b: SqlBuilder, page: Page): string {
  return `${page.limit !== undefined ? ` limit ${b.param(page.limit)}` : ''}${page.offset ? ` offset ${b.param(page.offset)}` : ''}`;
}

export function buildRead(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  page: Page,
  count: boolean,
): Statement {
  const parts = selectParts(b, table, '_t', query.select, query, '');
  checkLevels(query, parts);
  const fromWhere = rootFromWhere(b, table, qualified(table), '_t', parts, query);
  const order = orderSql(b, table, '_t', query.levels.get('')?.order);
  const inner = `select ${parts.columns.join(', ')} ${fromWhere}${order}${pageSql(b, page)}`;
  return { sql: wrapRead(b, inner, count ? `(select count(*)::int ${fromWhere})` : null), params: b.params };
}

function payloadColumns(table: Table, rows: Record<string, unknown>[], explicit?: string[]): string[] {
  const names = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) checkColumn(table, name);
  return names;
}

export interface WriteOptions {
  returning: boolean;
  count: boolean;
}

function withReturning(b: SqlBuilder, table: Table, query: ParsedQuery, dml: string): string {
  const parts = selectParts(b, table, '_t', query.select, query, '');
  const inner = `select ${parts.columns.join(', ')} from _src _t${parts.joins.map((j) => j.sql).join('')}${orderSql(b, table, '_t', query.levels.get('')?.order)}`;
  return `with _src as (${dml} returning _w.*) ${wrapRead(b, inner, null)}`;
}

export function buildInsert(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  body: unknown,
  opts: WriteOptions & { resolution?: 'merge-duplicates' | 'ignore-duplicates' },
): Statement | null {
  const rows = (Array.isArray(body) ? body : [body]) as unknown[];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw pgrstError(
      400,
      'PGRST102',
      'All object keys must match',
      'The request body must be a JSON object or an array of objects',
    );
  }
  if (rows.length === 0) return null;
  const columns = payloadColumns(table, rows as Record<string, unknown>[], query.columns);
  const list = columns.map(qi).join(', ');
  const source = `json_populate_recordset(null::${qualified(table)}, ${b.param(JSON.stringify(rows))}::json)`;
  let dml = columns.length
    ? `insert into ${qualified(table)} as _w (${list}) select ${list} from ${source}`
    : `insert into ${qualified(table)} as _w default values`;
  if (opts.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (!target.length)
      throw pgrstError(
        400,
        'PGRST100',
        '"failed to parse on_conflict"',
        'the table has no primary key; name on_conflict columns',
      );
    target.forEach((c) => checkColumn(table, c));
    const updates = columns.filter((c) => !target.includes(c));
    dml += ` on conflict (${target.map(qi).join(', ')}) do ${
      opts.resolution === 'ignore-duplicates' || !updates.length
        ? 'nothing'
        : `update set ${updates.map((c) => `${qi(c)} = excluded.${qi(c)}`).join(', ')}`
    }`;
  }
  return { sql: opts.returning ? withReturning(b, table, query, dml) : dml, params: b.params };
}

function rootWhere(b: SqlBuilder, table: Table, query: ParsedQuery): string {
  const conds = query.levels.get('')?.conditions ?? [];
  const where = conds.map((c) => conditionSql(b, table, '_w', c, new Map()));
  return where.length ? ` where ${where.join(' and ')}` : '';
}

export function buildUpdate(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  body: unknown,
  opts: WriteOptions,
): Statement | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
  }
  const columns = payloadColumns(table, [body as Record<string, unknown>]);
  if (!columns.length) return null;
  const where = rootWhere(b, table, query);
  const dml =
    `update ${qualified(table)} as _w set ${columns.map((c) => `${qi(c)} = _b.${qi(c)}`).join(', ')}` +
    ` from json_populate_record(null::${qualified(table)}, ${b.param(JSON.stringify(body))}::json) _b${where}`;
  return { sql: opts.returning ? withReturning(b, table, query, dml) : dml, params: b.params };
}

export function buildDelete(b: SqlBuilder, table: Table, query: ParsedQuery, opts: WriteOptions): Statement {
  const dml = `delete from ${qualified(table)} as _w${rootWhere(b, table, query)}`;
  return { sql: opts.returning ? withReturning(b, table, query, dml) : dml, params: b.params };
}

/** `fn(a => $1::type, …)`; the types come from the catalog, so overloads resolve as PostgREST resolves them. */
export function callSql(b: SqlBuilder, fn: RoutineDef, args: Record<string, unknown>): string {
  const single = fn.args.length === 1 && fn.args[0]!.name === '' && /^jsonb?$/.test(fn.args[0]!.type);
  if (single) return `${qi(fn.schema)}.${qi(fn.name)}(${b.param(JSON.stringify(args))}::${fn.args[0]!.type})`;
  const list = fn.args
    .filter((arg) => arg.name in args)
    .map((arg) => {
      const value = args[arg.name];
      const text =
        value === null
          ? null
          : typeof value === 'object'
            ? Array.isArray(value) && !/json/.test(arg.type)
              ? toPgArray(value)
              : JSON.stringify(value)
            : String(value);
      return `${qi(arg.name)} => ${b.param(text)}::${arg.type}`;
    });
  return `${qi(fn.schema)}.${qi(fn.name)}(${list.join(', ')})`;
}

function toPgArray(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(typeof v === 'object' ? JSON.stringify(v) : v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

export function buildRpc(
  b: SqlBuilder,
  fn: RoutineDef,
  args: Record<string, unknown>,
  query: ParsedQuery,
  page: Page,
  count: boolean,
  rowType?: Table,
): Statement {
  const call = callSql(b, fn, args);
  if (fn.returnKind === 'void') return { sql: `select ${call}`, params: b.params };
  if (fn.returnKind === 'scalar' && !fn.returnsSet) {
    return {
      sql: `select null::int as total, 1 as page_total, to_json(${call})::text as body`,
      params: b.params,
    };
  }
  if (fn.returnKind === 'scalar') {
    const inner = `select _v from ${call} _t(_v)${pageSql(b, page)}`;
    return {
      sql: `select null::int as total, count(_r)::int as page_total, coalesce(json_agg(_r._v), '[]')::text as body from (${inner}) _r`,
      params: b.params,
    };
  }
  if (rowType) {
    const parts = selectParts(b, rowType, '_t', query.select, query, '');
    checkLevels(query, parts);
    const fromWhere = rootFromWhere(b, rowType, call, '_t', parts, query);
    const inner = `select ${parts.columns.join(', ')} ${fromWhere}${orderSql(b, rowType, '_t', query.levels.get('')?.order)}${pageSql(b, page)}`;
    return {
      sql: wrapRead(b, inner, count ? `(select count(*)::int ${fromWhere})` : null),
      params: b.params,
    };
  }
  return { sql: wrapRead(b, `select * from ${call} _t${pageSql(b, page)}`, null), params: b.params };
}
