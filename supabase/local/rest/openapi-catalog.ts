// What PostgREST's OpenAPI document reads from the catalogs, run as the caller so privileges decide what it lists
// (openapi-mode follow-privileges: PostgREST's accessibleTables / accessibleFuncs). `$1` is the schema.

/** A domain's base type, through domains over domains (PostgREST's base_types for PostgreSQL < 17). */
const BASE_TYPES = `with recursive base_types(oid, base) as (
  select oid, oid from pg_type where typtype <> 'd'
  union all
  select t.oid, b.base from pg_type t join base_types b on t.typbasetype = b.oid where t.typtype = 'd'
)`;

export interface OpenApiColumn {
  name: string;
  description: string | null;
  nullable: boolean;
  /** PostgREST's data_type: a pg_catalog type without its modifier, any other with it. */
  type: string;
  maxLength: number | null;
  default: string | null;
  enum: string[] | null;
}

export interface OpenApiRelation {
  name: string;
  description: string | null;
  /** insertable, updatable or deletable: the path takes writes. */
  writable: boolean;
  columns: OpenApiColumn[];
}

export const OPENAPI_RELATIONS_SQL = `${BASE_TYPES}
select c.relname as name, obj_description(c.oid, 'pg_class') as description,
  (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid::regclass, true) & 28) <> 0))
    as writable,
  coalesce((select json_agg(json_build_object(
      'name', a.attname,
      'description', col_description(c.oid, a.attnum),
      'nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
      'type', case
        when t.typtype = 'd' then case when bt.typnamespace = 'pg_catalog'::regnamespace
          then format_type(bt.oid, null) else format_type(a.atttypid, a.atttypmod) end
        else case when t.typnamespace = 'pg_catalog'::regnamespace
          then format_type(a.atttypid, null) else format_type(a.atttypid, a.atttypmod) end
        end,
      'maxLength', information_schema._pg_char_max_length(
        information_schema._pg_truetypid(a.*, t.*), information_schema._pg_truetypmod(a.*, t.*)),
      'default', case
        when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
        when a.attidentity = 'd' then format('nextval(%L)', (select s.objid::regclass from pg_depend s
          where s.refobjid = a.attrelid and s.refobjsubid = a.attnum and s.deptype = 'i' limit 1))
        when a.attgenerated = 's' then null
        else pg_get_expr(ad.adbin, ad.adrelid)
        end,
      'enum', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = bt.oid)
    ) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    join base_types b on b.oid = t.oid
    join pg_type bt on bt.oid = b.base
    left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns
from pg_class c
where c.relnamespace = quote_ident($1)::regnamespace and c.relkind in ('v', 'r', 'm', 'f', 'p') and not c.relispartition
  and (pg_has_role(c.relowner, 'USAGE')
    or has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
    or has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
order by c.relname`;

export interface OpenApiArg {
  name: string;
  /** The argument's regtype, as PostgREST names it. */
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface OpenApiRoutine {
  name: string;
  description: string | null;
  volatile: boolean;
  args: OpenApiArg[];
}

// Input arguments are proargtypes zipped with proargnames/proargmodes, as PostgREST zips them; a function is
// callable when every argument is named, or its one unnamed argument takes a whole body (json, jsonb, text …).
export const OPENAPI_ROUTINES_SQL = `
select p.proname as name, d.description, p.provolatile = 'v' as volatile, coalesce(a.args, '[]')::text as args
from pg_proc p
left join lateral (
  select json_agg(json_build_object('name', coalesce(x.name, ''), 'type', x.type::regtype::text,
      'required', x.idx <= p.pronargs - p.pronargdefaults, 'variadic', coalesce(x.mode = 'v', false)) order by x.idx)
      as args,
    case count(*) - count(x.name)
      when 0 then true
      when 1 then (array_agg(x.type))[1] in
        ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
      else false end as callable
  from unnest(p.proargnames, p.proargtypes::oid[], p.proargmodes::text[]) with ordinality x(name, type, mode, idx)
  where x.type is not null
) a on true
left join pg_description d on d.objoid = p.oid and d.classoid = 'pg_proc'::regclass
where p.pronamespace = quote_ident($1)::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  and coalesce(a.callable, true) and has_function_privilege(p.oid, 'execute')
order by p.proname, p.oid`;

export const SCHEMA_COMMENT_SQL = `select obj_description(quote_ident($1)::regnamespace, 'pg_namespace') as comment`;
