// The select list of one level as SQL: columns, and embeds as lateral joins that build their JSON.
import { embedSource, isToOne, resolveEmbed } from './embeds.ts';
import { aggregatesNotAllowed, pgrstError } from './errors.ts';
import { fieldName, fieldSql, qi, type SqlBuilder } from './fields.ts';
import { conditionSql } from './filters.ts';
import type { OrderTerm } from './filter-grammar.ts';
import type { LevelModifiers, ParsedQuery } from './query.ts';
import type { Relationship } from './relationships.ts';
import type { Table } from './schema-cache.ts';
import type { SelectItem } from './select-grammar.ts';

export interface EmbedJoin {
  joinAlias: string;
  sql: string;
  inner: boolean;
  rel: Relationship;
  /** SQL for one column of the embedded row (for ordering the parents by a to-one embed). */
  column: (name: string) => string;
}

export interface SelectParts {
  columns: string[];
  joins: EmbedJoin[];
  /** By the key the embed has in the output (its alias, else its name). */
  embeds: Map<string, EmbedJoin>;
}

/** Output columns and lateral joins for one level; `path` locates that level's filters/order/limit. */
export function selectParts(
  b: SqlBuilder,
  table: Table,
  alias: string,
  items: SelectItem[],
  query: ParsedQuery,
  path: string,
): SelectParts {
  const out: SelectParts = { columns: [], joins: [], embeds: new Map() };
  for (const item of items) {
    if (item.kind === 'star') {
      out.columns.push(`${alias}.*`);
      continue;
    }
    if (item.kind === 'column') {
      let expr = fieldSql(b, table, alias, item.field);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      out.columns.push(`${expr} as ${qi(item.alias ?? fieldName(item.field))}`);
      continue;
    }
    const name = item.alias ?? item.relation;
    const childPath = path ? `${path}.${name}` : name;
    const rel = resolveEmbed(b.cache, table, item.relation, item.hint);
    const childAlias = b.alias('t');
    const joinAlias = b.alias('e');
    const source = embedSource(b, rel, alias, childAlias);
    const child = selectParts(b, source.target, childAlias, item.select, query, childPath);
    const mods: LevelModifiers = query.levels.get(childPath) ?? { conditions: [] };
    const where = [
      ...source.on,
      ...mods.conditions.map((c) => conditionSql(b, source.target, childAlias, c, child.embeds)),
      ...child.joins.filter((j) => j.inner).map((j) => `${j.joinAlias}.body is not null`),
    ];
    const from = `from ${source.from}${child.joins.map((j) => j.sql).join('')}${where.length ? ` where ${where.join(' and ')}` : ''}`;
    const toOne = isToOne(rel);
    let sql: string;
    // PostgREST 13 spreads a to-many embed into arrays only with db-aggregates-enabled, which hosted Supabase leaves
    // off: there the whole request is refused (its SpreadQueriesSpec, "aggregates are disabled").
    if (item.spread && !toOne) throw aggregatesNotAllowed();
    if (item.spread) {
      sql = ` left join lateral (select ${child.columns.join(', ')} ${from} limit 1) ${joinAlias} on true`;
      out.columns.push(`${joinAlias}.*`);
    } else if (item.select.length === 0) {
      sql = ` left join lateral (select true as body ${from} limit 1) ${joinAlias} on true`;
    } else if (!toOne) {
      const tail = `${orderSql(b, source.target, childAlias, mods.order, child)}${mods.limit !== undefined ? ` limit ${b.param(mods.limit)}` : ''}${mods.offset !== undefined ? ` offset ${b.param(mods.offset)}` : ''}`;
      sql = ` left join lateral (select json_agg(_x) as body from (select ${child.columns.join(', ')} ${from}${tail}) _x) ${joinAlias} on true`;
      out.columns.push(`coalesce(${joinAlias}.body, '[]'::json) as ${qi(name)}`);
    } else {
      sql = ` left join lateral (select row_to_json(_x) as body from (select ${child.columns.join(', ')} ${from} limit 1) _x) ${joinAlias} on true`;
      out.columns.push(`${joinAlias}.body as ${qi(name)}`);
    }
    const column = (col: string) => {
      const c = b.alias('o');
      const src = embedSource(b, rel, alias, c);
      const on = src.on.length ? ` where ${src.on.join(' and ')}` : '';
      return `(select ${fieldSql(b, src.target, c, { name: col, json: [] })} from ${src.from}${on} limit 1)`;
    };
    const join = { joinAlias, sql, inner: item.inner && !item.spread, rel, column };
    out.joins.push(join);
    out.embeds.set(name, join);
  }
  return out;
}

/** ORDER BY for one level, parents ordered by a to-one embed's column where asked. */
export function orderSql(
  b: SqlBuilder,
  table: Table,
  alias: string,
  order: OrderTerm[] | undefined,
  parts: SelectParts,
): string {
  if (!order?.length) return '';
  const terms = order.map((t) => {
    let expr: string;
    if (t.relation) {
      const embed = parts.embeds.get(t.relation);
      if (!embed) throw notEmbedded(t.relation);
      if (!isToOne(embed.rel)) {
        throw pgrstError(
          400,
          'PGRST118',
          `A related order on '${t.relation}' is not possible`,
          `'${table.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      expr = embed.column(t.field.name);
    } else expr = fieldSql(b, table, alias, t.field);
    return `${expr} ${t.dir}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

const notEmbedded = (path: string) =>
  pgrstError(
    400,
    'PGRST108',
    `'${path}' is not an embedded resource in this request`,
    null,
    `Verify that '${path}' is included in the 'select' query parameter.`,
  );

/** FROM … WHERE … for the root level over `source` (a table, a view or a function call). */
export function rootFromWhere(
  b: SqlBuilder,
  table: Table,
  source: string,
  alias: string,
  parts: SelectParts,
  query: ParsedQuery,
): string {
  const mods = query.levels.get('') ?? { conditions: [] };
  const where = [
    ...mods.conditions.map((c) => conditionSql(b, table, alias, c, parts.embeds)),
    ...parts.joins.filter((j) => j.inner).map((j) => `${j.joinAlias}.body is not null`),
  ];
  return `from ${source} ${alias}${parts.joins.map((j) => j.sql).join('')}${where.length ? ` where ${where.join(' and ')}` : ''}`;
}

/** Filters, order or limits on an embed path the select does not have would otherwise be ignored silently. */
export function checkLevels(query: ParsedQuery, parts: SelectParts) {
  const known = new Set<string>(['']);
  const walk = (p: SelectParts, prefix: string) => {
    for (const name of p.embeds.keys()) known.add(prefix ? `${prefix}.${name}` : name);
  };
  walk(parts, '');
  for (const path of query.levels.keys()) {
    if (!known.has(path) && !path.includes('.')) throw notEmbedded(path);
  }
}
