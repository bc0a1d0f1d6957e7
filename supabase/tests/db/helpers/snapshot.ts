import type { Queryable } from '../../../db/database.ts';

const SCHEMAS = `('public', 'auth', 'storage', 'supabase_migrations')`;

/** Catalog queries that together describe everything the bootstrap and migrations create. */
const QUERIES: Record<string, string> = {
  columns: `
    select table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
           || ' ' || coalesce(column_default, '-') || ' ' || is_generated as item
      from information_schema.columns where table_schema in ${SCHEMAS}`,
  constraints: `
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as item
      from pg_constraint where connamespace::regnamespace::text in ${SCHEMAS}`,
  indexes: `select schemaname || ' ' || indexdef as item from pg_indexes where schemaname in ${SCHEMAS}`,
  rls: `
    select relnamespace::regnamespace::text || '.' || relname || ' ' || relrowsecurity || ' ' || relforcerowsecurity as item
      from pg_class where relkind = 'r' and relnamespace::regnamespace::text in ${SCHEMAS}`,
  policies: `
    select schemaname || '.' || tablename || ' ' || policyname || ' ' || permissive || ' ' || roles::text || ' '
           || cmd || ' ' || coalesce(qual, '-') || ' ' || coalesce(with_check, '-') as item
      from pg_policies where schemaname in ${SCHEMAS}`,
  functions: `
    select pronamespace::regnamespace::text || '.' || proname || '(' || pg_get_function_arguments(oid) || ') '
           || pg_get_function_result(oid) || ' ' || prosecdef || ' ' || provolatile::text || ' '
           || coalesce(proconfig::text, '-') || ' ' || coalesce(proacl::text, '-') || ' ' || md5(prosrc) as item
      from pg_proc where pronamespace::regnamespace::text in ${SCHEMAS}`,
  triggers: `
    select pg_get_triggerdef(oid) as item from pg_trigger
     where not tgisinternal and tgrelid::regclass::text not like 'pg_%'`,
  tableGrants: `
    select relnamespace::regnamespace::text || '.' || relname || ' ' || coalesce(relacl::text, '-') as item
      from pg_class where relkind in ('r', 'v', 'S') and relnamespace::regnamespace::text in ${SCHEMAS}`,
  columnGrants: `
    select table_schema || '.' || table_name || '.' || column_name || ' ' || grantee || ' ' || privilege_type as item
      from information_schema.column_privileges
     where table_schema in ${SCHEMAS} and grantee in ('anon', 'authenticated', 'service_role')`,
  defaultPrivileges: `
    select defaclrole::regrole::text || ' ' || coalesce(defaclnamespace::regnamespace::text, '-') || ' '
           || defaclobjtype::text || ' ' || defaclacl::text as item from pg_default_acl`,
  schemaGrants: `
    select nspname || ' ' || coalesce(nspacl::text, '-') as item from pg_namespace where nspname in ${SCHEMAS}`,
  enums: `
    select t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as item
      from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname`,
  roles: `
    select rolname || ' ' || rolinherit || ' ' || rolcanlogin || ' ' || rolbypassrls || ' '
           || coalesce((select string_agg(r.rolname, ',' order by r.rolname) from pg_auth_members m
                         join pg_roles r on r.oid = m.roleid where m.member = pg_roles.oid), '-') as item
      from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')`,
  buckets: `
    select id || ' ' || name || ' ' || public || ' ' || file_size_limit || ' ' || allowed_mime_types::text as item
      from storage.buckets`,
  migrations: `select version || ' ' || name as item from supabase_migrations.schema_migrations`,
};

export type Snapshot = Record<string, string[]>;

export async function schemaSnapshot(db: Queryable): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const [name, sql] of Object.entries(QUERIES)) {
    snapshot[name] = (await db.query<{ item: string }>(sql)).rows.map((r) => r.item).sort();
  }
  return snapshot;
}
