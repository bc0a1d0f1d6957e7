import prettier from 'prettier';
import type { Queryable } from './database.ts';

interface ColumnInfo {
  table: string;
  kind: string;
  column: string;
  type_name: string;
  type_type: string;
  type_schema: string;
  elem_name: string | null;
  elem_type: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface RelationshipInfo {
  table: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionInfo {
  name: string;
  /** Every named argument, OUT and TABLE columns included, with its mode (i, o, b, v, t) and type. */
  args: string[];
  modes: string[];
  arg_types: string[];
  returns: string;
  returns_set: boolean;
  /** How many of the last arguments have defaults (and may be left out). */
  defaults: number;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
};

/** format_type()'s names for the scalars above. */
const FORMATTED: Record<string, string> = {
  boolean: 'bool',
  smallint: 'int2',
  integer: 'int4',
  bigint: 'int8',
  real: 'float4',
  'double precision': 'float8',
};

function tsType(name: string, typtype: string, schema: string): string {
  if (typtype === 'e') return `Database[${JSON.stringify(schema)}]['Enums'][${JSON.stringify(name)}]`;
  return SCALARS[name] ?? 'string';
}

function columnType(c: ColumnInfo): string {
  if (c.elem_name) return `${tsType(c.elem_name, c.elem_type ?? 'b', c.type_schema)}[]`;
  return tsType(c.type_name, c.type_type, c.type_schema);
}

const key = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name));
const never = '{ [_ in never]: never }';

/**
 * supabase-js `Database` types for schema `public`, read from the live catalog (the same shape as
 * `supabase gen types typescript`, so hosted tooling can replace this without touching the apps).
 */
export async function generateTypes(db: Queryable, schema = 'public'): Promise<string> {
  const columns = (
    await db.query<ColumnInfo>(
      `select c.relname as table, c.relkind::text as kind, a.attname as column,
              t.typname as type_name, t.typtype::text as type_type, tn.nspname as type_schema,
              et.typname as elem_name, et.typtype::text as elem_type,
              a.attnotnull as not_null, a.atthasdef as has_default,
              a.attidentity::text as identity, a.attgenerated::text as generated
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
        order by c.relname collate "C", a.attname collate "C"`,
      [schema],
    )
  ).rows;
  const relationships = (
    await db.query<RelationshipInfo>(
      `select c.relname as table, con.conname as name,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
              rc.relname as referenced,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)
                as referenced_columns,
              exists (select 1 from pg_constraint u
                       where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                         and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[])
                as one_to_one
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
        order by c.relname collate "C", con.conname collate "C"`,
      [schema],
    )
  ).rows;
  const enums = (
    await db.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
         from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = $1 group by t.typname order by t.typname collate "C"`,
      [schema],
    )
  ).rows;
  const functions = (
    await db.query<FunctionInfo>(
      `select p.proname as name, coalesce(p.proargnames, '{}') as args,
              coalesce(p.proargmodes::text[], '{}') as modes,
              array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)
                as arg_types,
              format_type(p.prorettype, null) as returns, p.proretset as returns_set, p.pronargdefaults as defaults
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        order by p.proname collate "C"`,
      [schema],
    )
  ).rows;

  const byTable = new Map<string, ColumnInfo[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);

  const relationshipsOf = (table: string) =>
    `[${relationships
      .filter((r) => r.table === table)
      .map(
        (r) =>
          `{ foreignKeyName: ${JSON.stringify(r.name)}; columns: ${JSON.stringify(r.columns)}; isOneToOne: ${r.one_to_one}; ` +
          `referencedRelation: ${JSON.stringify(r.referenced)}; referencedColumns: ${JSON.stringify(r.referenced_columns)} }`,
      )
      .join(', ')}]`;

  const relation = (table: string, cols: ColumnInfo[], writable: boolean) => {
    const row = cols.map((c) => `${key(c.column)}: ${columnType(c)}${c.not_null ? '' : ' | null'}`);
    const insert = cols.map((c) => {
      if (c.generated === 's' || c.identity === 'a') return `${key(c.column)}?: never`;
      const optional = !c.not_null || c.has_default || c.identity === 'd';
      return `${key(c.column)}${optional ? '?' : ''}: ${columnType(c)}${c.not_null ? '' : ' | null'}`;
    });
    const update = cols.map((c) =>
      c.generated === 's' || c.identity === 'a'
        ? `${key(c.column)}?: never`
        : `${key(c.column)}?: ${columnType(c)}${c.not_null ? '' : ' | null'}`,
    );
    return `${key(table)}: { Row: { ${row.join('; ')} }${
      writable ? `; Insert: { ${insert.join('; ')} }; Update: { ${update.join('; ')} }` : ''
    }; Relationships: ${relationshipsOf(table)} }`;
  };

  const tables = [...byTable].filter(([, cols]) => ['r', 'p'].includes(cols[0]!.kind));
  const views = [...byTable].filter(([, cols]) => ['v', 'm'].includes(cols[0]!.kind));
  const fnType = (f: FunctionInfo) => {
    const argTs = (t: string): string =>
      t.endsWith('[]') ? `${argTs(t.slice(0, -2))}[]` : (SCALARS[FORMATTED[t] ?? t] ?? 'string');
    // Without modes every argument is an input; `returns table (…)` columns are mode t, OUT columns o.
    const named = f.args.map((name, i) => ({
      name,
      mode: f.modes[i] ?? 'i',
      type: f.arg_types[i] ?? 'text',
    }));
    const inputs = named.filter((a) => ['i', 'b', 'v'].includes(a.mode));
    const outputs = named.filter((a) => ['o', 'b', 't'].includes(a.mode));
    // The last `defaults` inputs have defaults: a caller may leave them out.
    const optionalFrom = inputs.length - f.defaults;
    const fields = (list: typeof named, optional = list.length) =>
      `{ ${list.map((a, i) => `${key(a.name)}${i >= optional ? '?' : ''}: ${argTs(a.type)}`).join('; ')} }`;
    const args = inputs.length ? fields(inputs, optionalFrom) : 'never';
    const ret = outputs.length ? fields(outputs) : argTs(f.returns);
    return `${key(f.name)}: { Args: ${args}; Returns: ${f.returns_set ? `${ret}[]` : ret} }`;
  };
  const section = (items: string[]) => (items.length ? `{ ${items.join('; ')} }` : never);

  const source = `// Generated by \`pnpm db:types\` from the schema after supabase/migrations. Do not edit;
// \`pnpm db:types:check\` fails when this file and the migrations disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets createClient<Database>() pick the PostgREST feature set without a second type argument.
  __InternalSupabase: { PostgrestVersion: '14.1' };
  ${key(schema)}: {
    Tables: ${section(tables.map(([t, cols]) => relation(t, cols, true)))};
    Views: ${section(views.map(([t, cols]) => relation(t, cols, false)))};
    Functions: ${section(functions.map(fnType))};
    Enums: ${section(enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`))};
    CompositeTypes: ${never};
  };
};

type PublicSchema = Database[${JSON.stringify(schema)}];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

export const Constants = {
  ${key(schema)}: {
    Enums: { ${enums.map((e) => `${key(e.name)}: ${JSON.stringify(e.labels)}`).join(', ')} },
  },
} as const;
`;
  return prettier.format(source, {
    parser: 'typescript',
    ...(await prettier.resolveConfig(import.meta.url)),
  });
}
