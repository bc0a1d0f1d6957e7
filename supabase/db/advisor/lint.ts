import type { Queryable } from '../database.ts';

export type Level = 'ERROR' | 'WARN' | 'INFO';

/** One check of Supabase's database advisor (splinter), by its number and name there. */
export interface Lint {
  id: string;
  level: Level;
  /**
   * Returns one row per finding, with `detail` (and `level` when a finding's level depends on it). It may read
   * `platform(nspname)`, the schemas the platform owns (never linted), and `exposed(nspname)`, the schemas the API
   * serves (PostgREST's db-schemas).
   */
  sql: string;
}

export interface Finding {
  lint: string;
  level: Level;
  detail: string;
}

/** The schemas splinter leaves alone: Supabase's and its extensions' own. */
export const PLATFORM_SCHEMAS = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'pgbouncer',
  'pg_catalog',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
  // The local stack's own machinery (supabase/local), which a hosted project does not have.
  'local_auth',
  'local_auth_claims',
  'local_realtime',
  'local_supautils',
];

/** What hosted Supabase's API exposes by default (PostgREST's db-schemas). */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

export async function runLints(
  db: Queryable,
  lints: Lint[],
  exposed: string[] = EXPOSED_SCHEMAS,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const lint of lints) {
    const { rows } = await db.query<{ detail: string; level?: Level }>(
      `with platform(nspname) as (select unnest($1::text[])), exposed(nspname) as (select unnest($2::text[]))
       select * from (${lint.sql}) finding`,
      [PLATFORM_SCHEMAS, exposed],
    );
    for (const row of rows)
      findings.push({ lint: lint.id, level: row.level ?? lint.level, detail: row.detail });
  }
  return findings.sort((a, b) => a.lint.localeCompare(b.lint) || a.detail.localeCompare(b.detail));
}
