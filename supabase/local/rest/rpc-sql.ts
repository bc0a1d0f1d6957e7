// Functions through /rpc: choosing among overloads, calling, and reading their results like rows
// (references/api/functions).
import { pgrstError } from './errors.ts';
import { qi, SqlBuilder } from './fields.ts';
import type { Media } from './media.ts';
import type { ParsedQuery } from './query.ts';
import type { RoutineDef, SchemaCache, Table } from './schema-cache.ts';
import { RESPONSE_GUCS_SQL } from './response-gucs.ts';
import { pageSql, selection, wrapRows, type Page, type Statement } from './statements.ts';

const singleJsonParameter = (fn: RoutineDef) =>
  fn.args.length === 1 && fn.args[0]!.name === '' && /^jsonb?$/.test(fn.args[0]!.type);

/** The named arguments given are all parameters, and every parameter without a default is given. */
const takes = (fn: RoutineDef, names: string[]) =>
  !singleJsonParameter(fn) &&
  names.every((n) => fn.args.some((a) => a.name === n)) &&
  fn.args.every((a) => a.hasDefault || names.includes(a.name));

/**
 * The overload the arguments call, as PostgREST chooses it: by parameter names; failing that, a function taking
 * the whole JSON body. Several candidates are 300 PGRST203; none 404 PGRST202.
 */
export function pickRoutine(
  schema: string,
  name: string,
  candidates: RoutineDef[],
  argNames: string[],
  jsonBody: boolean,
): RoutineDef {
  const named = candidates.filter((fn) => takes(fn, argNames));
  const single = jsonBody ? candidates.filter(singleJsonParameter) : [];
  const matches = named.length ? named : single;
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    const list = matches.map(
      (fn) => `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
    );
    throw pgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const keys = [...argNames].sort();
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters';
  const overloads = candidates.filter((fn) => !singleJsonParameter(fn));
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${keys.length ? `(${keys.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema}.${name}${withParams}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    overloads.length === 1
      ? `Perhaps you meant to call the function ${schema}.${name}(${overloads[0]!.args
          .map((a) => a.name)
          .sort()
          .join(', ')})`
      : null,
  );
}

function toPgArray(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(typeof v === 'object' ? JSON.stringify(v) : v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

/** `schema.fn(name => $1::type, …)`, or the whole body for a single json/jsonb parameter. */
export function callSql(b: SqlBuilder, fn: RoutineDef, args: Record<string, unknown>): string {
  const name = `${qi(fn.schema)}.${qi(fn.name)}`;
  if (singleJsonParameter(fn)) return `${name}(${b.param(JSON.stringify(args))}::${fn.args[0]!.type})`;
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
  return `${name}(${list.join(', ')})`;
}

/** The rows a function returns, as a relation: its table or view, or its OUT/TABLE columns. */
export function resultRelation(cache: SchemaCache, fn: RoutineDef): Table {
  const table = fn.returnTable ? cache.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'view',
    columns: new Map(fn.returnColumns.map((c) => [c.name, { ...c, default: null, generated: false }])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/**
 * Where the rows of a set come from. The main statement calls the function once, in a materialised CTE, however
 * many times its rows are read (page, count): a function that writes must not run twice. A function returning a
 * table's rows is read back through an array so each row keeps the table's type (computed fields take it).
 */
function rowsSource(fn: RoutineDef, call: string): { cte: string; source: string } {
  if (fn.returnKind === 'scalar')
    return { cte: `_call as materialized (select _v from ${call} _f(_v))`, source: '_call' };
  if (fn.returnTable)
    return {
      cte: `_call as materialized (select _f from ${call} _f)`,
      source: 'unnest(array(select _f from _call))',
    };
  return { cte: `_call as materialized (select * from ${call})`, source: '_call' };
}

/**
 * The call as one statement answering total, page_total and body: a scalar as JSON; a set of scalars as an
 * array; rows with select, filters, order, embeds and paging like a table's. `count` is the counting query on its
 * own (the function called directly, never run: the planner estimates it for count=planned).
 */
export function buildRpc(
  b: SqlBuilder,
  fn: RoutineDef,
  args: Record<string, unknown>,
  query: ParsedQuery,
  page: Page,
  media: Media,
  count: boolean,
): Statement & { count?: Statement } {
  const call = callSql(b, fn, args);
  if (fn.returnKind === 'void')
    return {
      sql: `select null::bigint as total, 0 as page_total, null::text as body, ${RESPONSE_GUCS_SQL} from ${call}`,
      params: b.params,
    };
  if (fn.returnKind === 'scalar' && !fn.returnsSet) {
    return {
      sql: `select null::bigint as total, 1 as page_total, to_json(${call})::text as body, ${RESPONSE_GUCS_SQL}`,
      params: b.params,
    };
  }
  const counting = new SqlBuilder(b.cache);
  const countingCall = callSql(counting, fn, args);
  const { cte, source } = rowsSource(fn, call);
  if (fn.returnKind === 'scalar') {
    return {
      sql: `with ${cte} select ${count ? '(select count(*) from _call)' : 'null::bigint'} as total, count(_r)::int as page_total, coalesce(json_agg(_r._v), '[]')::text as body, ${RESPONSE_GUCS_SQL} from (select _v from _call${pageSql(b, page)}) _r`,
      params: b.params,
      count: { sql: `select count(*) from ${countingCall} _f(_v)`, params: counting.params },
    };
  }
  const relation = resultRelation(b.cache, fn);
  const { select, fromWhere } = selection(b, relation, source, query);
  return {
    sql: wrapRows(
      `${select}${pageSql(b, page)}`,
      media,
      count ? `(select count(*) ${fromWhere})` : undefined,
      cte,
    ),
    params: b.params,
    count: {
      sql: `select count(*) ${selection(counting, relation, countingCall, query).fromWhere}`,
      params: counting.params,
    },
  };
}
