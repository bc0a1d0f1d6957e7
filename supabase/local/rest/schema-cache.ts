import type { Queryable } from '../../db/database.ts';

export interface Column {
  name: string;
  type: string;
  /** Element type name for arrays (for `in`/`any` casts). */
  hasDefault: boolean;
  generated: boolean;
}

export interface Relationship {
  constraint: string;
  /** The table holding the foreign key. */
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineDef {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** 'composite' = row type / TABLE(...), 'scalar', 'void'. */
  returnKind: 'composite' | 'scalar' | 'void';
  volatile: boolean;
}

export interface SchemaCache {
  schemas: string[];
  tables: Map<string, Table>;
  relationships: Relationship[];
  routines: Map<string, RoutineDef[]>;
}

export const tableKey = (schema: string, name: string) => `${schema}.${name}`;

const TABLES_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
     'hasDefault', a.atthasdef, 'generated', a.attgenerated <> '') order by a.attnum)
   from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
   from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
   where i.indrelid = c.oid and i.indisprimary), '[]')::text as pk
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const FKEYS_SQL = `
select con.conname as constraint, fn.nspname || '.' || f.relname as "from", tn.nspname || '.' || t.relname as "to",
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text as from_columns,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)::text as to_columns
from pg_constraint con
join pg_class f on f.oid = con.conrelid join pg_namespace fn on fn.oid = f.relnamespace
join pg_class t on t.oid = con.confrelid join pg_namespace tn on tn.oid = t.relnamespace
where con.contype = 'f' and fn.nspname = any($1) and tn.nspname = any($1)`;

const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.proretset as returns_set, p.provolatile::text as volatility,
  format_type(p.prorettype, null) as return_type, rt.typtype::text as return_typtype,
  p.pronargs as nargs, p.pronargdefaults as ndefaults,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[i.ord], ''), 'type', format_type(i.t, null)) order by i.ord)
   from unnest(p.proargtypes::oid[]) with ordinality i(t, ord)), '[]')::text as args,
  coalesce(p.proargmodes::text[] && array['t','o'], false) as has_out
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1) and p.prokind = 'f'`;

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const [tables, fkeys, routines] = [
    await db.query<{ schema: string; name: string; kind: string; columns: string; pk: string }>(TABLES_SQL, [
      schemas,
    ]),
    await db.query<{
      constraint: string;
      from: string;
      to: string;
      from_columns: string;
      to_columns: string;
    }>(FKEYS_SQL, [schemas]),
    await db.query<{
      schema: string;
      name: string;
      returns_set: boolean;
      volatility: string;
      return_type: string;
      return_typtype: string;
      nargs: number;
      ndefaults: number;
      args: string;
      has_out: boolean;
    }>(ROUTINES_SQL, [schemas]),
  ];
  const cache: SchemaCache = { schemas, tables: new Map(), relationships: [], routines: new Map() };
  for (const row of tables.rows) {
    const columns = new Map<string, Column>();
    for (const col of JSON.parse(row.columns) as Column[]) columns.set(col.name, col);
    cache.tables.set(tableKey(row.schema, row.name), {
      schema: row.schema,
      name: row.name,
      kind: row.kind === 'r' || row.kind === 'p' ? 'table' : 'view',
      columns,
      primaryKey: JSON.parse(row.pk) as string[],
    });
  }
  for (const row of fkeys.rows) {
    cache.relationships.push({
      constraint: row.constraint,
      from: row.from,
      fromColumns: JSON.parse(row.from_columns) as string[],
      to: row.to,
      toColumns: JSON.parse(row.to_columns) as string[],
    });
  }
  for (const row of routines.rows) {
    const args = (JSON.parse(row.args) as { name: string; type: string }[]).map((arg, index, all) => ({
      ...arg,
      hasDefault: index >= all.length - Number(row.ndefaults),
    }));
    const composite = row.return_typtype === 'c' || row.has_out || row.return_type === 'record';
    const def: RoutineDef = {
      schema: row.schema,
      name: row.name,
      args,
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnKind: row.return_type === 'void' ? 'void' : composite ? 'composite' : 'scalar',
      volatile: row.volatility === 'v',
    };
    const key = tableKey(row.schema, row.name);
    cache.routines.set(key, [...(cache.routines.get(key) ?? []), def]);
  }
  return cache;
}
