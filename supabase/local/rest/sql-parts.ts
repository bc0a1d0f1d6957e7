// Pieces of SQL built from a parsed request. Identifiers come only from the schema cache and are quoted;
// every value from the request is bound as a parameter.
import { pgrstError } from './errors.ts';
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './grammar.ts';
import type { LevelModifiers, ParsedQuery } from './query.ts';
import { tableKey, type Relationship, type SchemaCache, type Table } from './schema-cache.ts';

export const qi = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: Table) => `${qi(table.schema)}.${qi(table.name)}`;

export class SqlBuilder {
  readonly params: unknown[] = [];
  private aliasCount = 0;
  constructor(readonly cache: SchemaCache) {}
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  alias(prefix: string) {
    return `_${prefix}${this.aliasCount++}`;
  }
}

export function unknownColumn(table: Table, column: string) {
  return pgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
}

export function checkColumn(table: Table, column: string) {
  const found = table.columns.get(column);
  if (!found) throw unknownColumn(table, column);
  return found;
}

export function fieldSql(b: SqlBuilder, table: Table, alias: string, field: FieldRef): string {
  checkColumn(table, field.name);
  let sql = `${alias}.${qi(field.name)}`;
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? String(Number(step.key)) : `${b.param(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const fieldName = (field: FieldRef) =>
  field.json.length ? field.json[field.json.length - 1]!.key : field.name;

const SIMPLE_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&<',
  nxr: '&>',
  adj: '-|-',
};
const FTS_FN: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function filterSql(
  b: SqlBuilder,
  table: Table,
  alias: string,
  filter: Filter,
  embeds: Map<string, EmbedJoin>,
): string {
  const embed = filter.field.json.length === 0 ? embeds.get(filter.field.name) : undefined;
  let sql: string;
  if (embed) {
    if (filter.op !== 'is' || (filter.value !== 'null' && filter.value !== 'not_null')) {
      throw pgrstError(
        400,
        'PGRST100',
        `"failed to parse filter (${filter.field.name})"`,
        'only is.null / not.is.null filter an embedded resource',
      );
    }
    sql = `${embed.joinAlias}.body is ${filter.value === 'null' ? '' : 'not '}null`;
  } else {
    const lhs = fieldSql(b, table, alias, filter.field);
    const value = filter.value;
    if (filter.op === 'in') sql = `${lhs} = any(${b.param(value)})`;
    else if (filter.op === 'is') sql = `${lhs} is ${value === 'not_null' ? 'not null' : value}`;
    else if (filter.op === 'isdistinct') sql = `${lhs} is distinct from ${b.param(value)}`;
    else if (FTS_FN[filter.op]) {
      const column = table.columns.get(filter.field.name)!;
      const config = filter.config ? `${b.param(filter.config)}::regconfig, ` : '';
      const doc =
        column.type === 'tsvector' && !filter.field.json.length ? lhs : `to_tsvector(${config}${lhs})`;
      sql = `${doc} @@ ${FTS_FN[filter.op]}(${config}${b.param(value)})`;
    } else {
      const op = SIMPLE_OPS[filter.op]!;
      let text = value as string;
      if (filter.op === 'like' || filter.op === 'ilike') text = text.replace(/\*/g, '%');
      if (filter.op === 'ov' && text.startsWith('(') && text.endsWith(')')) text = `{${text.slice(1, -1)}}`;
      if (filter.modifier) {
        if (filter.op === 'like' || filter.op === 'ilike') text = text.replace(/\*/g, '%');
        sql = `${lhs} ${op} ${filter.modifier}(${b.param(text)})`;
      } else sql = `${lhs} ${op} ${b.param(text)}`;
    }
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function conditionSql(
  b: SqlBuilder,
  table: Table,
  alias: string,
  cond: Condition,
  embeds: Map<string, EmbedJoin>,
): string {
  if (cond.kind === 'filter') return filterSql(b, table, alias, cond, embeds);
  const parts = cond.children.map((child) => conditionSql(b, table, alias, child, embeds));
  const joined = parts.length
    ? `(${parts.join(cond.op === 'and' ? ' and ' : ' or ')})`
    : cond.op === 'and'
      ? 'true'
      : 'false';
  return cond.negate ? `not ${joined}` : joined;
}

export function orderSql(b: SqlBuilder, table: Table, alias: string, order: OrderTerm[] | undefined): string {
  if (!order?.length) return '';
  const terms = order.map(
    (t) => `${fieldSql(b, table, alias, t.field)} ${t.dir}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

export interface EmbedJoin {
  joinAlias: string;
  sql: string;
  inner: boolean;
}

interface ResolvedEmbed {
  target: Table;
  many: boolean;
  /** [parent column, child column] pairs. */
  on: [string, string][];
}

function relationshipError(table: Table, relation: string) {
  return pgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${table.name}' and '${relation}' in the schema cache`,
    `Searched for a foreign key relationship between '${table.name}' and '${relation}' in the schema '${table.schema}', but no matches were found.`,
  );
}

/** Finds the foreign key behind `relation(...)` the way PostgREST does: by table name, constraint name or FK column, narrowed by a hint. */
export function resolveEmbed(
  cache: SchemaCache,
  table: Table,
  relation: string,
  hint?: string,
): ResolvedEmbed {
  const self = tableKey(table.schema, table.name);
  const byName = cache.tables.get(tableKey(table.schema, relation));
  const candidates: { rel: Relationship; many: boolean }[] = [];
  for (const rel of cache.relationships) {
    if (byName) {
      const other = tableKey(byName.schema, byName.name);
      if (rel.from === self && rel.to === other) candidates.push({ rel, many: false });
      if (rel.to === self && rel.from === other) candidates.push({ rel, many: true });
    } else if (
      rel.from === self &&
      (rel.constraint === relation || (rel.fromColumns.length === 1 && rel.fromColumns[0] === relation))
    ) {
      candidates.push({ rel, many: false });
    }
  }
  const chosen = hint
    ? candidates.filter(
        ({ rel }) =>
          rel.constraint === hint || rel.fromColumns.includes(hint) || rel.toColumns.includes(hint),
      )
    : candidates;
  if (chosen.length === 0) throw relationshipError(table, relation);
  if (chosen.length > 1) {
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table.name}' and '${relation}'`,
      chosen.map(({ rel }) => rel.constraint).join(', '),
      `Try changing '${relation}' to one of: ${chosen.map(({ rel }) => `'${relation}!${rel.constraint}'`).join(', ')}.`,
    );
  }
  const { rel, many } = chosen[0]!;
  const target = cache.tables.get(many ? rel.from : rel.to);
  if (!target) throw relationshipError(table, relation);
  const on: [string, string][] = many
    ? rel.toColumns.map((col, i) => [col, rel.fromColumns[i]!])
    : rel.fromColumns.map((col, i) => [col, rel.toColumns[i]!]);
  return { target, many, on };
}

export interface SelectParts {
  columns: string[];
  joins: EmbedJoin[];
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
    } else if (item.kind === 'column') {
      let expr = fieldSql(b, table, alias, item.field);
      if (item.cast) expr = `(${expr})::${item.cast}`;
      out.columns.push(`${expr} as ${qi(item.alias ?? fieldName(item.field))}`);
    } else {
      const name = item.alias ?? item.relation;
      const childPath = path ? `${path}.${name}` : name;
      const { target, many, on } = resolveEmbed(b.cache, table, item.relation, item.hint);
      const childAlias = b.alias('t');
      const joinAlias = b.alias('e');
      const child = selectParts(b, target, childAlias, item.select, query, childPath);
      const mods: LevelModifiers = query.levels.get(childPath) ?? { conditions: [] };
      const where = [
        ...on.map(([parentCol, childCol]) => `${childAlias}.${qi(childCol)} = ${alias}.${qi(parentCol)}`),
        ...mods.conditions.map((c) => conditionSql(b, target, childAlias, c, child.embeds)),
        ...child.joins.filter((j) => j.inner).map((j) => `${j.joinAlias}.body is not null`),
      ];
      const from = `from ${qualified(target)} ${childAlias}${child.joins.map((j) => j.sql).join('')} where ${where.join(' and ')}`;
      let sql: string;
      if (item.spread) {
        if (many)
          throw pgrstError(
            400,
            'PGRST119',
            `A spread operation on '${item.relation}' is not possible`,
            'Only to-one relationships can be spread.',
          );
        sql = ` left join lateral (select ${child.columns.join(', ')} ${from} limit 1) ${joinAlias} on true`;
        out.columns.push(`${joinAlias}.*`);
      } else if (item.select.length === 0) {
        sql = ` left join lateral (select true as body ${from} limit 1) ${joinAlias} on true`;
      } else if (many) {
        const tail = `${orderSql(b, target, childAlias, mods.order)}${mods.limit !== undefined ? ` limit ${b.param(mods.limit)}` : ''}${mods.offset !== undefined ? ` offset ${b.param(mods.offset)}` : ''}`;
        sql = ` left join lateral (select json_agg(_x) as body from (select ${child.columns.join(', ')} ${from}${tail}) _x) ${joinAlias} on true`;
        out.columns.push(`coalesce(${joinAlias}.body, '[]'::json) as ${qi(name)}`);
      } else {
        sql = ` left join lateral (select row_to_json(_x) as body from (select ${child.columns.join(', ')} ${from} limit 1) _x) ${joinAlias} on true`;
        out.columns.push(`${joinAlias}.body as ${qi(name)}`);
      }
      const join = { joinAlias, sql, inner: item.inner && !item.spread };
      out.joins.push(join);
      out.embeds.set(name, join);
    }
  }
  return out;
}

/** FROM … WHERE … for the root level over `source` (a table or a CTE). */
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

/** Unknown embed paths in filters/order would otherwise be ignored silently. */
export function checkLevels(query: ParsedQuery, parts: SelectParts) {
  const known = new Set<string>(['']);
  const walk = (p: SelectParts, prefix: string) => {
    for (const name of p.embeds.keys()) known.add(prefix ? `${prefix}.${name}` : name);
  };
  walk(parts, '');
  for (const path of query.levels.keys()) {
    if (!known.has(path) && !path.includes('.')) {
      throw pgrstError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
}
