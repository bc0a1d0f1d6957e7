import type { Queryable } from '../../../db/database.ts';

/**
 * Advisor-style lints (after Supabase's database linter), each a catalog query that returns one
 * finding per offending object. Zero findings is the goal.
 */
export const LINTS: Record<string, string> = {
  'table in public without row-level security': `
    select c.relname as finding from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  'table in public with row-level security but no policy': `
    select c.relname as finding from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relrowsecurity
       and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
  'function without a pinned search_path': `
    select p.proname as finding from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,
  'security definer function without a pinned search_path': `
    select n.nspname || '.' || p.proname as finding from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
       and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,
  'insert/update/delete policy whose check or filter is true': `
    select schemaname || '.' || tablename || ': ' || policyname as finding from pg_policies
     where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
       and (btrim(coalesce(with_check, ''), '() ') = 'true' or btrim(coalesce(qual, ''), '() ') = 'true')`,
  'view without security_invoker': `
    select c.relname as finding from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
       and not coalesce(c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)`,
  'storage.objects readable by visitors (lists bucket contents)': `
    select policyname as finding from pg_policies
     where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
       and roles && array['anon', 'public']::name[]`,
  'visitors or signed-in users may truncate, reference or trigger on a public table': `
    select table_name || ': ' || grantee || ' ' || privilege_type as finding from information_schema.role_table_grants
     where table_schema = 'public' and grantee in ('anon', 'authenticated')
       and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')`,
  // Splinter 0028/0029: in any schema but the platform's, a SECURITY DEFINER function callable by an API role.
  'security definer function executable by anon or authenticated': `
    select n.nspname || '.' || p.proname || ': ' || r.rolname as finding
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) r(rolname)
     where p.prosecdef and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
       and n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'extensions', 'graphql', 'graphql_public',
                             'realtime', 'storage', 'supabase_functions', 'supabase_migrations', 'vault',
                             'local_auth', 'local_realtime')`,
  // Policy helpers and check-constraint validators live in `private`; a visitor never writes, so never needs them.
  'function in schema private executable by anon': `
    select p.proname as finding from pg_proc p
     where p.pronamespace = 'private'::regnamespace and has_function_privilege('anon', p.oid, 'EXECUTE')`,
  'foreign key without an index': `
    select c.conrelid::regclass::text || '.' || c.conname as finding from pg_constraint c
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace
       and not exists (select 1 from pg_index i
                        where i.indrelid = c.conrelid and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)`,
};

export async function lintFindings(db: Queryable, lint: string): Promise<string[]> {
  return (await db.query<{ finding: string }>(LINTS[lint]!)).rows.map((r) => r.finding).sort();
}
