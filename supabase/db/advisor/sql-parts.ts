// SQL fragments the lints share. `n` is a pg_namespace row; `c.oid` an object that an extension may own.

/** The object lives in a schema of the project's own. */
export const userSchema = (n = 'n') => `${n}.nspname not in (select nspname from platform)`;

/** No extension owns the object. */
export const notFromExtension = (oid = 'c.oid') =>
  `not exists (select 1 from pg_catalog.pg_depend dep where dep.objid = ${oid} and dep.deptype = 'e')`;

/** The API roles can read the relation. */
export const readableByApi = (oid = 'c.oid') =>
  `(pg_catalog.has_table_privilege('anon', ${oid}, 'SELECT') or pg_catalog.has_table_privilege('authenticated', ${oid}, 'SELECT'))`;

const SCHEMA_OF_C = 'join pg_catalog.pg_namespace n on n.oid = c.relnamespace';

/** Every relation `c` with its schema `n`, for a `from`. */
export const RELATIONS = `pg_catalog.pg_class c ${SCHEMA_OF_C}`;

/** Joins `c`, the relation `oid` names, and `n`, its schema. */
export const relationOf = (oid: string) => `join pg_catalog.pg_class c on c.oid = ${oid} ${SCHEMA_OF_C}`;

/** A policy expression with whitespace dropped and lower-cased, as splinter compares them. */
export const squeezed = (expr: string) =>
  `lower(replace(replace(replace(coalesce(${expr}, ''), ' ', ''), E'\\n', ''), E'\\t', ''))`;

/** An expression that is true for every row. */
export const alwaysTrue = (expr: string) => `${squeezed(expr)} in ('true', '(true)', '1=1', '(1=1)')`;

/** Policies with their table, schema, deparsed expressions and the roles they apply to. */
export const POLICIES = `
  select n.nspname as schema_name, c.relname as table_name, c.relkind, c.relrowsecurity as rls, p.polname,
         p.polpermissive as permissive, p.polroles,
         case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE'
                       else 'ALL' end as command,
         pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual,
         pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as with_check,
         (p.polroles = array[0::oid] or exists (select 1 from unnest(p.polroles) r
                                                 where r in ('anon'::regrole, 'authenticated'::regrole))) as for_api
    from pg_catalog.pg_policy p
    ${relationOf('p.polrelid')}`;

/**
 * A lint's `sql` over relations: one finding for each relation `c` (schema `n`) that `where` picks, its
 * `detail` naming it where the message says `%s.%s`.
 */
export const relationFindings = (detail: string, where: string) => `
      select format('${detail}', n.nspname, c.relname) as detail
        from ${RELATIONS}
       where ${where}`;
