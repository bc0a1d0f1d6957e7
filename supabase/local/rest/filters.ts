// A filter or logic tree as SQL over one relation (tables_views "Operators"; embed null filters).
import { pgrstError } from './errors.ts';
import { fieldSql, type SqlBuilder } from './fields.ts';
import type { Condition, Filter } from './filter-grammar.ts';
import type { Table } from './schema-cache.ts';

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
  // PostgREST: nxr "does not extend to the right of" (&<), nxl "does not extend to the left of" (&>).
  nxr: '&<',
  nxl: '&>',
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
  embeds: Map<string, { joinAlias: string }>,
): string {
  const embed = filter.field.json.length === 0 ? embeds.get(filter.field.name) : undefined;
  let sql: string;
  if (embed) {
    if (filter.op !== 'is' || (filter.value !== 'null' && filter.value !== 'not_null')) {
      throw pgrstError(
        400,
        'PGRST120',
        `Bad operator on the '${filter.field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
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
      const column = table.columns.get(filter.field.name);
      const config = filter.config ? `${b.param(filter.config)}::regconfig, ` : '';
      const doc =
        column?.type === 'tsvector' && !filter.field.json.length ? lhs : `to_tsvector(${config}${lhs})`;
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
  embeds: Map<string, { joinAlias: string }>,
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
