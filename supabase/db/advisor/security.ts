// The Security Advisor's checks (Supabase's splinter lints, by their numbers), written against the catalogs.
import type { Lint } from './lint.ts';
import {
  alwaysTrue,
  notFromExtension,
  POLICIES,
  readableByApi,
  RELATIONS,
  relationFindings,
  relationOf,
  squeezed,
  userSchema,
} from './sql-parts.ts';

const SECURITY_DEFINER_EXECUTABLE_BY = (role: string): string => `
  select format('SECURITY DEFINER function %s.%s(%s) is executable by %s', n.nspname, p.proname,
                pg_catalog.pg_get_function_identity_arguments(p.oid), '${role}') as detail
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE') and ${userSchema()}`;

/** Column names that hold secrets or personal data (splinter 0023's list). */
const SENSITIVE_COLUMNS = [
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'secret',
  'secret_key',
  'private_key',
  'api_key',
  'apikey',
  'auth_key',
  'token',
  'jwt',
  'access_token',
  'refresh_token',
  'oauth_token',
  'session_token',
  'bearer_token',
  'auth_code',
  'session_id',
  'session_key',
  'session_secret',
  'recovery_code',
  'backup_code',
  'verification_code',
  'otp',
  'two_factor',
  '2fa_secret',
  '2fa_code',
  'ssn',
  'social_security',
  'social_security_number',
  'driver_license',
  'drivers_license',
  'license_number',
  'passport_number',
  'passport_id',
  'national_id',
  'tax_id',
  'credit_card',
  'card_number',
  'cvv',
  'cvc',
  'cvn',
  'bank_account',
  'account_number',
  'routing_number',
  'iban',
  'swift_code',
  'bic',
  'health_record',
  'medical_record',
  'patient_id',
  'insurance_number',
  'health_insurance',
  'medical_insurance',
  'treatment',
  'mac_address',
  'macaddr',
  'imei',
  'device_uuid',
  'pgp_key',
  'gpg_key',
  'ssh_key',
  'certificate',
  'license_key',
  'activation_key',
  'facial_recognition',
];

export const SECURITY_LINTS: Lint[] = [
  {
    id: '0002_auth_users_exposed',
    level: 'ERROR',
    sql: `
      select distinct format('view %s.%s exposes auth.users to the API roles', n.nspname, c.relname) as detail
        from pg_catalog.pg_depend d
        join pg_catalog.pg_rewrite r on r.oid = d.objid
        ${relationOf('r.ev_class')}
       where d.refobjid = 'auth.users'::regclass and d.deptype = 'n' and c.relkind in ('v', 'm')
         and n.nspname in (select nspname from exposed) and ${readableByApi()}`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `
      select distinct format('table %s.%s has policies but row-level security is off', n.nspname, c.relname) as detail
        from pg_catalog.pg_policy p
        ${relationOf('p.polrelid')}
       where c.relkind = 'r' and not c.relrowsecurity and ${userSchema()} and ${notFromExtension()}`,
  },
  {
    id: '0008_rls_enabled_no_policy',
    level: 'INFO',
    sql: relationFindings(
      'table %s.%s has row-level security on but no policy',
      `c.relkind = 'r' and c.relrowsecurity and ${userSchema()} and ${notFromExtension()}
         and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
    ),
  },
  {
    id: '0010_security_definer_view',
    level: 'ERROR',
    sql: relationFindings(
      'view %s.%s runs as its owner (no security_invoker)',
      `c.relkind = 'v' and ${readableByApi()} and ${userSchema()} and ${notFromExtension()}
         and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
                  && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`,
    ),
  },
  {
    id: '0011_function_search_path_mutable',
    level: 'WARN',
    sql: `
      select format('function %s.%s has a role-mutable search_path', n.nspname, p.proname) as detail
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where ${userSchema()} and ${notFromExtension('p.oid')}
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,
  },
  {
    id: '0012_auth_allow_anonymous_sign_ins',
    level: 'INFO',
    sql: `
      select format('table %s.%s lets anonymous sign-ins in through %s', schema_name, table_name,
                    string_agg(polname, ', ' order by polname)) as detail
        from (${POLICIES}) p
       where (polroles = array[0::oid] or polroles && array['authenticated'::regrole::oid])
         and replace(coalesce(qual, ''), ' ', '') !~ 'auth\\.jwt\\(\\)->>''is_anonymous''::text'
         and schema_name not in (select nspname from platform)
       group by schema_name, table_name`,
  },
  {
    id: '0013_rls_disabled_in_public',
    level: 'ERROR',
    sql: relationFindings(
      'table %s.%s is in public without row-level security',
      `c.relkind in ('r', 'p') and n.nspname = 'public' and not c.relrowsecurity`,
    ),
  },
  {
    id: '0014_extension_in_public',
    level: 'WARN',
    sql: `
      select format('extension %s is installed in public', e.extname) as detail
        from pg_catalog.pg_extension e
       where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'`,
  },
  {
    id: '0015_rls_references_user_metadata',
    level: 'ERROR',
    sql: `
      select format('policy %s on %s.%s trusts user_metadata, which users edit', polname, schema_name, table_name) as detail
        from (${POLICIES}) p
       where schema_name not in (select nspname from platform)
         and (coalesce(qual, '') || ' ' || coalesce(with_check, '')) ~* '(auth\\.jwt\\(\\)|request\\.jwt\\.claims).*user_metadata'`,
  },
  {
    id: '0016_materialized_view_in_api',
    level: 'WARN',
    sql: relationFindings(
      'materialized view %s.%s is readable by the API roles',
      `c.relkind = 'm' and ${readableByApi()} and ${userSchema()} and ${notFromExtension()}`,
    ),
  },
  {
    id: '0017_foreign_table_in_api',
    level: 'WARN',
    sql: relationFindings(
      'foreign table %s.%s is readable through the API',
      `c.relkind = 'f' and ${readableByApi()} and n.nspname in (select nspname from exposed)
         and ${userSchema()} and ${notFromExtension()}`,
    ),
  },
  {
    id: '0019_insecure_queue_exposed_in_api',
    level: 'ERROR',
    sql: relationFindings(
      'queue table %s.%s is readable through pgmq_public without row-level security',
      `c.relkind in ('r', 'p') and not c.relrowsecurity and ${readableByApi()}
         and n.nspname = 'pgmq' and c.relname like 'q\\_%' and 'pgmq_public' in (select nspname from exposed)`,
    ),
  },
  {
    id: '0021_fkey_to_auth_unique',
    level: 'ERROR',
    sql: `
      select format('foreign key %s on %s.%s references a unique constraint of auth', con.conname, n.nspname, c.relname) as detail
        from pg_catalog.pg_constraint con
        ${relationOf('con.conrelid')}
        join pg_catalog.pg_class ref on ref.oid = con.confrelid
        join pg_catalog.pg_index i on i.indexrelid = con.conindid
       where con.contype = 'f' and ref.relnamespace = 'auth'::regnamespace and i.indisunique and not i.indisprimary`,
  },
  {
    id: '0023_sensitive_columns_exposed',
    level: 'ERROR',
    sql: `
      select format('table %s.%s is readable through the API without row-level security and has column %s',
                    n.nspname, c.relname, a.attname) as detail
        from ${RELATIONS}
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind = 'r' and not c.relrowsecurity and ${readableByApi()}
         and n.nspname in (select nspname from exposed) and ${userSchema()}
         and replace(lower(a.attname), '-', '_') = any(array[${SENSITIVE_COLUMNS.map((c) => `'${c}'`).join(', ')}])`,
  },
  {
    id: '0024_rls_policy_always_true',
    level: 'WARN',
    sql: `
      select format('policy %s on %s.%s lets the API roles %s any row', polname, schema_name, table_name, command) as detail
        from (${POLICIES}) p
       where relkind = 'r' and rls and permissive and for_api and schema_name not in (select nspname from platform)
         and ((command in ('UPDATE', 'DELETE', 'ALL') and (${alwaysTrue('qual')} or qual is null))
              or ${alwaysTrue('with_check')}
              or (with_check is null and command = 'INSERT')
              or (with_check is null and command in ('UPDATE', 'ALL') and ${alwaysTrue('qual')}))`,
  },
  {
    id: '0025_public_bucket_allows_listing',
    level: 'WARN',
    sql: `
      select format('public bucket %s can be listed by anyone through policy %s', b.id, p.polname) as detail
        from storage.buckets b
        join (${POLICIES}) p on p.schema_name = 'storage' and p.table_name = 'objects'
       where b.public and p.permissive and p.command in ('SELECT', 'ALL')
         and (p.polroles = array[0::oid]
              or p.polroles && array['anon'::regrole::oid, 'authenticated'::regrole::oid])
         and (p.qual is null or ${alwaysTrue('p.qual')}
              or p.qual ~* ('^\\s*\\(*\\s*bucket_id\\s*=\\s*' || quote_literal(b.id) || '(\\s*::\\s*[[:alnum:]_.]+)?\\s*\\)*\\s*$'))`,
  },
  {
    id: '0028_anon_security_definer_function_executable',
    level: 'WARN',
    sql: SECURITY_DEFINER_EXECUTABLE_BY('anon'),
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: SECURITY_DEFINER_EXECUTABLE_BY('authenticated'),
  },
  {
    id: '0030_rls_policy_null_auth_disjunct',
    level: 'WARN',
    // A read policy whose top-level OR has a branch that holds whenever the caller is unknown (auth.uid() is null).
    sql: `
      select format('policy %s on %s.%s admits every row when the caller is unknown', polname, schema_name, table_name) as detail
        from (select p.*, regexp_replace(regexp_replace(regexp_replace(regexp_replace(${squeezed('qual')},
                 'not\\((auth\\.(uid|jwt|role)\\(\\)|current_setting\\([^)]*,true\\))isnotnull\\)', 'xnullx', 'g'),
                 '(auth\\.(uid|jwt|role)\\(\\)|current_setting\\([^)]*,true\\))isnull', 'xnullx', 'g'),
                 'current_setting\\([^)]*\\)', 'fn', 'g'), 'auth\\.(uid|jwt|role)\\(\\)', 'fn', 'g') as marked
                from (${POLICIES}) p
               where relkind = 'r' and rls and permissive and for_api and command in ('SELECT', 'ALL')
                 and schema_name not in (select nspname from platform)) p,
             lateral (select regexp_replace(regexp_replace(marked, '^\\(', ''), '\\)$', '') as top) t,
             lateral (select regexp_replace(regexp_replace(regexp_replace(regexp_replace(top,
                 '\\([^()]*\\)', '', 'g'), '\\([^()]*\\)', '', 'g'), '\\([^()]*\\)', '', 'g'), '\\([^()]*\\)', '', 'g') as core) k
       where core ~ 'or' and core !~ 'and' and top ~ '(^|or)\\(xnullx\\)($|or)'`,
  },
];
