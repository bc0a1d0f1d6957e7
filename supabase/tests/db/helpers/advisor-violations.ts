/**
 * For each advisor lint, an object that violates it and a fragment of the finding it must produce: proof that
 * the check finds what it is meant to find. `engines` limits a plant to the engines that can make it.
 */
export interface Violation {
  sql: string;
  finding: string;
  engines?: ('pglite' | 'postgres')[];
  /** Schemas the API exposes for this check, when not the default. */
  exposed?: string[];
}

const withRls = (table: string, columns = 'id int primary key') =>
  `create table public.${table} (${columns}); alter table public.${table} enable row level security;`;

export const VIOLATIONS: Record<string, Violation> = {
  '0001_unindexed_foreign_keys': {
    sql: `${withRls('adv_parent')} ${withRls('adv_child', 'id int primary key, parent int references public.adv_parent')}`,
    finding: 'adv_child_parent_fkey',
  },
  '0002_auth_users_exposed': {
    sql: 'create view public.adv_people as select id, email from auth.users; grant select on public.adv_people to anon',
    finding: 'adv_people',
  },
  '0003_auth_rls_initplan': {
    sql: `create policy "per row" on public.notices for select to authenticated using (auth.uid() is not null)`,
    finding: 'per row',
  },
  '0004_no_primary_key': { sql: withRls('adv_keyless', 'a int'), finding: 'adv_keyless' },
  '0005_unused_index': { sql: 'create index adv_unused on public.notices (summary)', finding: 'adv_unused' },
  '0006_multiple_permissive_policies': {
    sql: `create policy "second read" on public.events for select to anon using (true)`,
    finding: 'second read',
  },
  '0007_policy_exists_rls_disabled': {
    sql: 'create table public.adv_norls (id int primary key); create policy p on public.adv_norls using (true)',
    finding: 'adv_norls',
  },
  '0008_rls_enabled_no_policy': { sql: withRls('adv_locked'), finding: 'adv_locked' },
  '0009_duplicate_index': {
    sql: 'create index adv_dup1 on public.notices (summary); create index adv_dup2 on public.notices (summary)',
    finding: 'adv_dup1, adv_dup2',
  },
  '0010_security_definer_view': {
    sql: 'create view public.adv_view as select id from public.notices; grant select on public.adv_view to anon',
    finding: 'adv_view',
  },
  '0011_function_search_path_mutable': {
    sql: `create function public.adv_loose() returns int language sql as 'select 1'`,
    finding: 'adv_loose',
  },
  '0012_auth_allow_anonymous_sign_ins': {
    sql: `${withRls('adv_members')} create policy "members read" on public.adv_members for select to authenticated using (true)`,
    finding: 'adv_members',
  },
  '0013_rls_disabled_in_public': {
    sql: 'create table public.adv_open (id int primary key)',
    finding: 'adv_open',
  },
  '0014_extension_in_public': {
    sql: 'create extension citext schema public',
    finding: 'citext',
    engines: ['postgres'],
  },
  '0015_rls_references_user_metadata': {
    sql: `create policy "trusts metadata" on public.notices for select to authenticated
          using ((select auth.jwt()) -> 'user_metadata' ->> 'role' = 'admin')`,
    finding: 'trusts metadata',
  },
  '0016_materialized_view_in_api': {
    sql: 'create materialized view public.adv_mat as select 1 as x; grant select on public.adv_mat to anon',
    finding: 'adv_mat',
  },
  '0018_unsupported_reg_types': {
    sql: withRls('adv_reg', 'id int primary key, handler regproc'),
    finding: 'handler',
  },
  '0019_insecure_queue_exposed_in_api': {
    sql: `create schema pgmq; create table pgmq.q_jobs (id int); grant usage on schema pgmq to anon;
          grant select on pgmq.q_jobs to anon`,
    finding: 'q_jobs',
    exposed: ['public', 'pgmq_public'],
  },
  '0021_fkey_to_auth_unique': {
    sql: withRls('adv_by_email', 'id int primary key, email text references auth.users (email)'),
    finding: 'adv_by_email',
  },
  '0022_extension_versions_outdated': {
    sql: `create extension citext with schema extensions version '1.4'`,
    finding: 'citext is at 1.4',
    engines: ['postgres'],
  },
  '0023_sensitive_columns_exposed': {
    sql: 'create table public.adv_secrets (id int primary key, password text); grant select on public.adv_secrets to anon',
    finding: 'column password',
  },
  '0024_rls_policy_always_true': {
    sql: `create policy "open door" on public.announcements for insert to anon with check (true)`,
    finding: 'open door',
  },
  '0025_public_bucket_allows_listing': {
    sql: `create policy "list images" on storage.objects for select to anon using (bucket_id = 'images')`,
    finding: 'bucket images',
  },
  '0028_anon_security_definer_function_executable': {
    sql: `create function public.adv_definer() returns int language sql security definer set search_path = '' as 'select 1'`,
    finding: 'public.adv_definer() is executable by anon',
  },
  '0029_authenticated_security_definer_function_executable': {
    sql: `create function private.adv_definer() returns int language sql security definer set search_path = '' as 'select 1';
          revoke execute on function private.adv_definer() from public; grant execute on function private.adv_definer() to authenticated`,
    finding: 'private.adv_definer() is executable by authenticated',
  },
  '0030_autovacuum_disabled': {
    sql: 'alter table public.notices set (autovacuum_enabled = false)',
    finding: 'public.notices',
  },
  '0030_invalid_index': {
    sql: `create index adv_invalid on public.notices (summary);
          update pg_index set indisvalid = false where indexrelid = 'public.adv_invalid'::regclass`,
    finding: 'adv_invalid',
  },
  '0030_rls_policy_null_auth_disjunct': {
    sql: `create policy "null door" on public.notices for select to anon using (auth.uid() is null or published)`,
    finding: 'null door',
  },
};

/** Lints no test can plant a violation for here, and why. */
export const NOT_PLANTABLE: Record<string, string> = {
  '0017_foreign_table_in_api': 'a foreign table needs a foreign data wrapper, which neither engine here has',
  '0025_pg17_deprecated_extensions': 'plv8, timescaledb and adminpack are not installed on either engine',
  '0031_unused_replication_slot':
    'replication slots need wal_level=logical, which neither engine here runs with',
};
