// The Performance Advisor's checks, and the security ones about the cluster itself (splinter's numbers).
import type { Lint } from './lint.ts';
import { notFromExtension, POLICIES, relationFindings, relationOf, userSchema } from './sql-parts.ts';

/** auth.<fn>() called per row rather than once per statement as `(select auth.<fn>())`. */
const PER_ROW_AUTH_CALL = (expr: string) =>
  `(${expr} ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and lower(${expr}) !~ 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)')`;

export const PERFORMANCE_LINTS: Lint[] = [
  {
    id: '0001_unindexed_foreign_keys',
    level: 'INFO',
    sql: `
      select format('foreign key %s on %s has no index covering it', con.conname, con.conrelid::regclass) as detail
        from pg_catalog.pg_constraint con
        ${relationOf('con.conrelid')}
       where con.contype = 'f' and ${userSchema()} and ${notFromExtension()}
         and not exists (select 1 from pg_catalog.pg_index i
                          where i.indrelid = con.conrelid and i.indisvalid
                            and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] = con.conkey)`,
  },
  {
    id: '0003_auth_rls_initplan',
    level: 'WARN',
    sql: `
      select format('policy %s on %s.%s calls auth.<function>() for every row', polname, schema_name, table_name) as detail
        from (${POLICIES}) p
       where rls and (${PER_ROW_AUTH_CALL('qual')} or ${PER_ROW_AUTH_CALL('with_check')})`,
  },
  {
    id: '0004_no_primary_key',
    level: 'INFO',
    sql: relationFindings(
      'table %s.%s has no primary key',
      `c.relkind = 'r' and ${userSchema()} and ${notFromExtension()}
         and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary)`,
    ),
  },
  {
    id: '0005_unused_index',
    level: 'INFO',
    sql: `
      select format('index %s on %s.%s has never been used', s.indexrelname, s.schemaname, s.relname) as detail
        from pg_catalog.pg_stat_user_indexes s join pg_catalog.pg_index i on i.indexrelid = s.indexrelid
       where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
         and s.schemaname not in (select nspname from platform)`,
  },
  {
    id: '0006_multiple_permissive_policies',
    level: 'WARN',
    sql: `
      select format('table %s.%s has several permissive policies for role %s on %s: %s', n.nspname, c.relname,
                    r.rolname, action, string_agg(p.polname, ', ' order by p.polname)) as detail
        from pg_catalog.pg_policy p
        ${relationOf('p.polrelid')}
        join pg_catalog.pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
        cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
                                                when 'w' then array['UPDATE'] when 'd' then array['DELETE']
                                                else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) action
       where c.relkind = 'r' and p.polpermissive and ${userSchema()}
         and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin' and not r.rolbypassrls
       group by n.nspname, c.relname, r.rolname, action
      having count(*) > 1`,
  },
  {
    id: '0009_duplicate_index',
    level: 'WARN',
    sql: `
      select format('table %s.%s has identical indexes %s', n.nspname, c.relname,
                    string_agg(ic.relname, ', ' order by ic.relname)) as detail
        from pg_catalog.pg_index i
        join pg_catalog.pg_class ic on ic.oid = i.indexrelid
        ${relationOf('i.indrelid')}
       where c.relkind in ('r', 'm') and ${userSchema()} and ${notFromExtension()}
       group by n.nspname, c.relname, replace(pg_catalog.pg_get_indexdef(i.indexrelid), ic.relname, '')
      having count(*) > 1`,
  },
  {
    id: '0018_unsupported_reg_types',
    level: 'WARN',
    sql: `
      select format('column %s.%s.%s has type %s, which pg_upgrade cannot carry', n.nspname, c.relname, a.attname,
                    t.typname) as detail
        from pg_catalog.pg_attribute a
        ${relationOf('a.attrelid')}
        join pg_catalog.pg_type t on t.oid = a.atttypid
       where t.typnamespace = 'pg_catalog'::regnamespace and not a.attisdropped
         and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator',
                           'regproc', 'regprocedure')
         and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')`,
  },
  {
    id: '0022_extension_versions_outdated',
    level: 'WARN',
    sql: `
      select format('extension %s is at %s; %s is available', name, installed_version, default_version) as detail
        from pg_catalog.pg_available_extensions
       where installed_version is not null and default_version is not null and installed_version <> default_version`,
  },
  {
    id: '0025_pg17_deprecated_extensions',
    level: 'WARN',
    sql: `
      select format('extension %s is deprecated in PostgreSQL 17 images', extname) as detail
        from pg_catalog.pg_extension where extname in ('plv8', 'timescaledb', 'adminpack')`,
  },
  {
    id: '0030_invalid_index',
    level: 'WARN',
    sql: `
      select format('index %s on %s.%s is invalid (a failed concurrent build)', ic.relname, n.nspname, c.relname) as detail
        from pg_catalog.pg_index i
        join pg_catalog.pg_class ic on ic.oid = i.indexrelid
        ${relationOf('i.indrelid')}
       where not i.indisvalid and i.indisready and ${userSchema()} and ${notFromExtension('ic.oid')}
         and not exists (select 1 from pg_catalog.pg_stat_progress_create_index b where b.index_relid = ic.oid)`,
  },
  {
    id: '0030_autovacuum_disabled',
    level: 'INFO',
    sql: relationFindings(
      'table %s.%s has autovacuum_enabled=false',
      `c.relkind = 'r' and 'autovacuum_enabled=false' = any(c.reloptions) and ${userSchema()}`,
    ),
  },
  {
    id: '0031_unused_replication_slot',
    level: 'WARN',
    sql: `
      select format('replication slot %s is inactive and its wal_status is %s', slot_name, wal_status) as detail,
             case when wal_status = 'lost' then 'ERROR' else 'WARN' end as level
        from pg_catalog.pg_replication_slots
       where not active and wal_status in ('unreserved', 'lost')`,
  },
];
