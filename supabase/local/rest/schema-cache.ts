import type { Queryable } from '../../db/database.ts';
import { FOREIGN_KEYS_SQL, RELATIONS_SQL, ROUTINES_SQL } from './catalog.ts';
import { deriveRelationships, type ForeignKey, type Relationship } from './relationships.ts';
import { viewColumns } from './view-columns.ts';

export type { Relationship } from './relationships.ts';

export interface Column {
  name: string;
  type: string;
  /** The default's expression, for `Prefer: missing=default`. */
  default: string | null;
  generated: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique index (the primary key among them). */
  uniqueKeys: string[][];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineDef {
  schema: string;
  name: string;
  /** Input arguments, in order. */
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** 'composite' = a table's row type, TABLE(...) or OUT parameters; 'scalar'; 'void'. */
  returnKind: 'composite' | 'scalar' | 'void';
  volatile: boolean;
  /** The relation whose rows it returns (SETOF a table or view), or the columns of TABLE(...)/OUT parameters. */
  returnTable?: string;
  returnColumns: { name: string; type: string }[];
  /** The planner's row estimate (ROWS): 1 makes a computed relationship to-one. */
  rows: number;
  /** The table whose row type is its only argument: a computed field or relationship of that table. */
  ofTable?: string;
}

export interface SchemaCache {
  schemas: string[];
  tables: Map<string, Table>;
  relationships: Relationship[];
  routines: Map<string, RoutineDef[]>;
  /** Zone names PostgreSQL knows, for `Prefer: timezone=`. */
  timezones: Set<string>;
}

export const tableKey = (schema: string, name: string) => `${schema}.${name}`;

interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  columns: string;
  keys: string;
  view_query: string | null;
}

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const relations = (await db.query<RelationRow>(RELATIONS_SQL, [schemas])).rows;
  const fkeys = (
    await db.query<{ name: string; from_oid: number; to_oid: number; columns: string }>(FOREIGN_KEYS_SQL)
  ).rows;
  const routines = (await db.query<RoutineRow>(ROUTINES_SQL, [schemas])).rows;
  const zones = (await db.query<{ name: string }>('select name from pg_timezone_names')).rows;

  const cache: SchemaCache = {
    schemas,
    tables: new Map(),
    relationships: [],
    routines: new Map(),
    timezones: new Set(zones.map((z) => z.name)),
  };
  const byOid = new Map<number, { key: string; table: Table; attnames: Map<number, string> }>();
  for (const row of relations) {
    const columns = JSON.parse(row.columns) as (Column & { num: number })[];
    const keys = JSON.parse(row.keys) as { primary: boolean; columns: string[] }[];
    const table: Table = {
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'r' || row.kind === 'p' ? 'table' : 'view',
      columns: new Map(columns.map(({ num: _num, ...c }) => [c.name, c])),
      primaryKey: keys.find((k) => k.primary)?.columns ?? [],
      uniqueKeys: keys.map((k) => k.columns),
    };
    const key = tableKey(row.schema, row.name);
    byOid.set(row.oid, { key, table, attnames: new Map(columns.map((c) => [c.num, c.name])) });
    if (schemas.includes(row.schema)) cache.tables.set(key, table);
  }

  const foreignKeys: ForeignKey[] = [];
  for (const fk of fkeys) {
    const from = byOid.get(fk.from_oid);
    const to = byOid.get(fk.to_oid);
    if (from && to)
      foreignKeys.push({ name: fk.name, from: from.key, to: to.key, columns: JSON.parse(fk.columns) });
  }
  // A view column that shows a base table's column unchanged stands in for it in that table's relationships.
  const viewsOf = new Map<string, { view: string; columns: Map<string, string> }[]>();
  for (const row of relations) {
    if (!row.view_query || !schemas.includes(row.schema)) continue;
    const perBase = new Map<string, Map<string, string>>();
    for (const column of viewColumns(row.view_query)) {
      const base = byOid.get(column.baseOid);
      const baseColumn = base?.attnames.get(column.baseNum);
      if (!base || !baseColumn) continue;
      if (!perBase.has(base.key)) perBase.set(base.key, new Map());
      perBase.get(base.key)!.set(baseColumn, column.name);
    }
    for (const [base, columns] of perBase) {
      viewsOf.set(base, [...(viewsOf.get(base) ?? []), { view: tableKey(row.schema, row.name), columns }]);
    }
  }

  // PostgREST gives a view the primary key of a base table whose key columns it shows (addViewPrimaryKeys).
  const relationOf = (key: string) => [...byOid.values()].find((r) => r.key === key)?.table;
  for (const [base, views] of viewsOf) {
    const primaryKey = relationOf(base)?.primaryKey ?? [];
    for (const { view, columns } of views) {
      const table = cache.tables.get(view);
      if (!table || table.primaryKey.length || !primaryKey.length || !primaryKey.every((c) => columns.has(c)))
        continue;
      table.primaryKey = primaryKey.map((c) => columns.get(c)!);
    }
  }

  for (const row of routines) {
    const def = routineDef(row, byOid);
    const key = tableKey(row.schema, row.name);
    cache.routines.set(key, [...(cache.routines.get(key) ?? []), def]);
  }
  const uniqueKeysOf = (key: string) => relationOf(key)?.uniqueKeys ?? [];
  cache.relationships = deriveRelationships(cache, foreignKeys, viewsOf, uniqueKeysOf);
  return cache;
}

interface RoutineRow {
  schema: string;
  name: string;
  returns_set: boolean;
  volatility: string;
  rows: number;
  return_type: string;
  return_typtype: string;
  return_relid: number;
  ndefaults: number;
  args: string;
}

function routineDef(row: RoutineRow, byOid: Map<number, { key: string }>): RoutineDef {
  const all = JSON.parse(row.args) as { name: string; type: string; mode: string; relid: number }[];
  const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const returnTable = row.return_relid ? byOid.get(row.return_relid)?.key : undefined;
  const composite = row.return_typtype === 'c' || outputs.length > 0 || row.return_type === 'record';
  return {
    schema: row.schema,
    name: row.name,
    args: inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      hasDefault: index >= inputs.length - Number(row.ndefaults),
    })),
    returnType: row.return_type,
    returnsSet: row.returns_set,
    returnKind: row.return_type === 'void' ? 'void' : composite ? 'composite' : 'scalar',
    volatile: row.volatility === 'v',
    returnTable,
    returnColumns: outputs.map((o) => ({ name: o.name, type: o.type })),
    rows: Number(row.rows),
    ofTable: inputs.length === 1 && inputs[0]!.relid ? byOid.get(inputs[0]!.relid)?.key : undefined,
  };
}
