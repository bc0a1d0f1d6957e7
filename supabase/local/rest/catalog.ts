// What the schema cache reads from the catalogs. `$1` is the list of exposed schemas.

export const RELATIONS_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'num', a.attnum,
       'type', format_type(a.atttypid, a.atttypmod),
       'default', case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end,
       'generated', a.attgenerated <> '') order by a.attnum)
     from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')::text as columns,
  coalesce((select json_agg(json_build_object('primary', i.indisprimary, 'columns',
       (select json_agg(a.attname order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum)))
     from pg_index i where i.indrelid = c.oid and (i.indisprimary or i.indisunique) and i.indpred is null
       and i.indexprs is null), '[]')::text as keys,
  case when c.relkind in ('v', 'm') then (select r.ev_action::text from pg_rewrite r
       where r.ev_class = c.oid and r.rulename = '_RETURN') end as view_query
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'v', 'm', 'f', 'p')
  and (n.nspname = any($1) or c.oid in (
    -- Base tables of exposed views, wherever they live: a view's relationships come from theirs.
    select d.refobjid from pg_rewrite r join pg_depend d on d.objid = r.oid
      join pg_class v on v.oid = r.ev_class join pg_namespace vn on vn.oid = v.relnamespace
     where vn.nspname = any($1) and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass))`;

export const FOREIGN_KEYS_SQL = `
select con.conname as name, con.conrelid::int as from_oid, con.confrelid::int as to_oid,
  (select json_agg(json_build_array(a.attname, b.attname) order by k.ord)
     from unnest(con.conkey, con.confkey) with ordinality k(c1, c2, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.c1
     join pg_attribute b on b.attrelid = con.confrelid and b.attnum = k.c2)::text as columns
from pg_constraint con where con.contype = 'f'`;

export const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.proretset as returns_set, p.provolatile::text as volatility,
  p.prorows::float as rows, format_type(p.prorettype, null) as return_type, rt.typtype::text as return_typtype,
  rt.typrelid::int as return_relid, p.pronargdefaults as ndefaults,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[i.ord], ''),
       'type', format_type(i.t, null), 'mode', coalesce(p.proargmodes[i.ord]::text, 'i'),
       'relid', (select typrelid::int from pg_type where oid = i.t)) order by i.ord)
     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality i(t, ord)), '[]')::text as args
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1) and p.prokind = 'f'`;
