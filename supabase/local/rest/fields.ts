// Pieces of SQL for one relation's fields. Identifiers come only from the schema cache and are quoted; every
// value from the request is bound as a parameter.
import { pgrstError } from './errors.ts';
import type { FieldRef } from './scanner.ts';
import { tableKey, type RoutineDef, type SchemaCache, type Table } from './schema-cache.ts';

export const qi = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: { schema: string; name: string }) => `${qi(table.schema)}.${qi(table.name)}`;

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

/** PostgreSQL's own error for a column that is not there (PostgREST passes the query to PostgreSQL). */
export function unknownColumn(table: Table, column: string) {
  return pgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
}

/** A computed field of `table`: a function of its row returning one value (references/api/computed_fields). */
export function computedField(cache: SchemaCache, table: Table, name: string): RoutineDef | undefined {
  const key = tableKey(table.schema, table.name);
  return cache.routines
    .get(tableKey(table.schema, name))
    ?.find((fn) => fn.ofTable === key && !fn.returnsSet && fn.returnKind !== 'void');
}

/** The column, or computed field, `name` of `table` as SQL over the row alias. */
export function columnSql(b: SqlBuilder, table: Table, alias: string, name: string): string {
  if (table.columns.has(name)) return `${alias}.${qi(name)}`;
  const fn = computedField(b.cache, table, name);
  if (fn) return `${qi(fn.schema)}.${qi(fn.name)}(${alias})`;
  throw unknownColumn(table, name);
}

export function fieldSql(b: SqlBuilder, table: Table, alias: string, field: FieldRef): string {
  let sql = columnSql(b, table, alias, field.name);
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? String(Number(step.key)) : `${b.param(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

/** The key a selected field gets: its alias, else the last JSON key, else its name. */
export const fieldName = (field: FieldRef) =>
  field.json.length ? field.json[field.json.length - 1]!.key : field.name;

/** A relation as the schema cache knows it, or PGRST205. */
export function relationOf(cache: SchemaCache, key: string): Table {
  const table = cache.tables.get(key);
  if (!table) throw pgrstError(404, 'PGRST205', `Could not find the table '${key}' in the schema cache`);
  return table;
}
