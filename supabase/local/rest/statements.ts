// Whole statements for reads and writes on a relation. Every statement answers one row: the total (when
// counted), the rows in the page, and the body built in SQL.
import { pgrstError } from './errors.ts';
import { qi, qualified, SqlBuilder } from './fields.ts';
import { conditionSql } from './filters.ts';
import { bodySql, type Media } from './media.ts';
import type { ParsedQuery } from './query.ts';
import { RESPONSE_GUCS_SQL } from './response-gucs.ts';
import type { Column, Table } from './schema-cache.ts';
import { checkLevels, orderSql, rootFromWhere, selectParts } from './select-sql.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Page {
  limit?: number;
  offset: number;
}

export function pageSql(b: SqlBuilder, page: Page): string {
  return `${page.limit !== undefined ? ` limit ${b.param(page.limit)}` : ''}${page.offset ? ` offset ${b.param(page.offset)}` : ''}`;
}

/**
 * `select total, page_total, body` over the rows `inner` yields, made available to the body as `_src`, after any
 * common table expressions `inner` reads (`ctes`).
 */
export function wrapRows(inner: string, media: Media, countSql = 'null::bigint', ctes = ''): string {
  return `with ${ctes ? `${ctes}, ` : ''}_src as (${inner}) select ${countSql} as total, count(_r)::int as page_total, ${bodySql(media)} as body, ${RESPONSE_GUCS_SQL} from _src _r`;
}

/** The select list, joins, filters and order of a level over `source`, as one SELECT, and its FROM … WHERE. */
export function selection(b: SqlBuilder, table: Table, source: string, query: ParsedQuery) {
  const parts = selectParts(b, table, '_t', query.select, query, '');
  checkLevels(query, parts);
  const fromWhere = rootFromWhere(b, table, source, '_t', parts, query);
  const order = orderSql(b, table, '_t', query.levels.get('')?.order, parts);
  return { select: `select ${parts.columns.join(', ')} ${fromWhere}${order}`, fromWhere };
}

export function buildRead(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  page: Page,
  media: Media,
  exactCount: boolean,
): Statement & { count: Statement } {
  const { select, fromWhere } = selection(b, table, qualified(table), query);
  // The counting query on its own, with its own parameters: the planner estimates it for count=planned.
  const counting = new SqlBuilder(b.cache);
  const count = {
    sql: `select count(*) ${selection(counting, table, qualified(table), query).fromWhere}`,
    params: counting.params,
  };
  return {
    sql: wrapRows(
      `${select}${pageSql(b, page)}`,
      media,
      exactCount ? `(select count(*) ${fromWhere})` : undefined,
    ),
    params: b.params,
    count,
  };
}

export interface MutationOptions {
  /** Build the body (return=representation) or only count the rows. */
  representation: boolean;
  media: Media;
  /** Also answer the first row's primary key, for the Location header. */
  location?: string[];
  /** An upsert on these conflict columns: also say whether any row was inserted rather than updated. */
  upsert?: string[];
}

/**
 * Whether an upserted row is new: xmax is 0 on a row version no transaction has replaced. A view has no xmax; there
 * the row is new if its key was not there before, which a sub-select sees (it reads the statement's snapshot).
 */
function insertedSql(table: Table, conflict: string[]): string {
  if (table.kind === 'table') return '(_w.xmax = 0)';
  const same = conflict.map((c) => `_p.${qi(c)} = _w.${qi(c)}`).join(' and ');
  return `(not exists (select 1 from ${qualified(table)} _p where ${same}))`;
}

/**
 * A mutation as one statement: the DML returns what the answer needs, the representation reads the changed rows
 * like a table (select, embeds, order), and the counts say what happened. Like PostgREST, it returns only `1` when
 * no row is shown: RETURNING a column needs SELECT on it (and RLS SELECT policies), which a role allowed only to
 * insert (a contact form) does not have.
 */
function mutation(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  dml: string,
  opts: MutationOptions,
): Statement {
  const returning = [
    opts.representation ? '_w as _row' : '1 as _one',
    opts.upsert ? `${insertedSql(table, opts.upsert)} as _ins` : 'false as _ins',
    opts.location?.length
      ? `json_build_object(${opts.location.map((c) => `${b.param(c)}::text, _w.${qi(c)}`).join(', ')})::text as _loc`
      : 'null::text as _loc',
  ];
  const rows = `with _mut as (${dml} returning ${returning.join(', ')})`;
  const counts =
    `(select count(*) from _mut)::int as affected, (select count(*) from _mut where _ins)::int as inserted, ` +
    `(select _loc from _mut limit 1) as location`;
  if (!opts.representation)
    return {
      sql: `${rows} select ${counts}, 0 as page_total, null::text as body, ${RESPONSE_GUCS_SQL}`,
      params: b.params,
    };
  // Unnested from an array, the changed rows keep the relation's row type (computed fields take it).
  const { select } = selection(b, table, 'unnest(array(select _row from _mut))', query);
  const inner = `${rows}, _src as (${select}) select ${counts}, count(_r)::int as page_total, ${bodySql(opts.media)} as body, ${RESPONSE_GUCS_SQL} from _src _r`;
  return { sql: inner, params: b.params };
}

/** Typed columns of a JSON payload, for json_to_record(set): `"name" type, …`. */
const typedColumns = (table: Table, columns: string[]) =>
  columns.map((c) => `${qi(c)} ${table.columns.get(c)!.type}`).join(', ');

export interface InsertOptions extends MutationOptions {
  columns: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict: string[];
  /** Keys missing from an object take the column's default (Prefer: missing=default) instead of null. */
  missingDefault: boolean;
}

export function buildInsert(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  rows: object[],
  opts: InsertOptions,
): Statement {
  const target = qualified(table);
  let dml: string;
  if (opts.columns.length === 0) {
    dml = `insert into ${target} as _w select from generate_series(1, ${b.param(rows.length)})`;
  } else {
    const list = opts.columns.map(qi).join(', ');
    const defaults = opts.columns
      .map((c) => [c, table.columns.get(c)] as [string, Column])
      .filter(([, col]) => opts.missingDefault && col.default !== null)
      .map(([c, col]) => `${b.param(c)}::text, ${col.default}`);
    const payload = `${b.param(JSON.stringify(rows))}::jsonb`;
    const records = defaults.length
      ? `(select jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e) from jsonb_array_elements(${payload}) _e)`
      : payload;
    dml = `insert into ${target} as _w (${list}) select ${list} from jsonb_to_recordset(${records}) as _b(${typedColumns(table, opts.columns)})`;
  }
  if (opts.resolution) {
    const conflict = opts.onConflict.map(qi).join(', ');
    dml +=
      opts.resolution === 'ignore-duplicates' || opts.columns.length === 0
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${opts.columns.map((c) => `${qi(c)} = excluded.${qi(c)}`).join(', ')}`;
  }
  return mutation(b, table, query, dml, opts);
}

function whereSql(b: SqlBuilder, table: Table, query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): string {
  const conds = (query.levels.get('')?.conditions ?? []).map((c) =>
    conditionSql(b, table, '_w', c, new Map()),
  );
  // pg-safeupdate runs in hosted Supabase's API sessions: no WHERE, no statement.
  if (!conds.length) throw pgrstError(400, '21000', `${verb} requires a WHERE clause`);
  // PostgREST 13 dropped limited updates and deletes: limit and offset do not narrow a PATCH or DELETE.
  return ` where ${conds.join(' and ')}`;
}

export function buildUpdate(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  row: object,
  columns: string[],
  opts: MutationOptions,
): Statement {
  const set = columns.map((c) => `${qi(c)} = _b.${qi(c)}`).join(', ');
  const dml =
    `update ${qualified(table)} as _w set ${set} from jsonb_to_record(${b.param(JSON.stringify(row))}::jsonb) as _b(${typedColumns(table, columns)})` +
    whereSql(b, table, query, 'UPDATE');
  return mutation(b, table, query, dml, opts);
}

export function buildDelete(
  b: SqlBuilder,
  table: Table,
  query: ParsedQuery,
  opts: MutationOptions,
): Statement {
  return mutation(
    b,
    table,
    query,
    `delete from ${qualified(table)} as _w${whereSql(b, table, query, 'DELETE')}`,
    opts,
  );
}
