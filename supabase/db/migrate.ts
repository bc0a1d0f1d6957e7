import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './database.ts';
import { BOOTSTRAP_DIR, MIGRATIONS_DIR } from './paths.ts';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

/** `<digits>_<name>.sql`, the Supabase CLI's naming; anything else is a mistake worth stopping for. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  return (await sqlFiles(dir)).map((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, file: path.join(dir, file) };
  });
}

/** The local stand-ins for what hosted Supabase already has (roles, auth, storage). Idempotent. */
export async function runBootstrap(db: Database, dir = BOOTSTRAP_DIR): Promise<void> {
  for (const file of await sqlFiles(dir)) {
    await db.exec(await readFile(path.join(dir, file), 'utf8'));
  }
}

/** The platform roles that own what supautils lets `postgres` manage policies on (db/bootstrap/50_supautils.sql). */
const PLATFORM_OWNERS = 'supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin';

/** Roles a migration may switch to: `postgres` and the API roles it is a member of, as on hosted Supabase. */
const ROLE_SWITCH =
  /\b(?:reset\s+role|set\s+(?:session\s+)?authorization|set\s+(?:local\s+|session\s+)?role\s+(?!(?:"?(?:postgres|anon|authenticated|service_role)"?)\b)\S+)/i;

export class MigrationError extends Error {}

/**
 * Runs `sql` as `postgres`, the non-superuser hosted Supabase runs migrations as: it may only do what that
 * role may do there. For the transaction it is a member of the platform's owning roles, which (with the guard
 * in db/bootstrap/50_supautils.sql) stands in for supautils' policy grants.
 */
export async function execAsPostgres(tx: Queryable, sql: string, source: string): Promise<void> {
  if (ROLE_SWITCH.test(sql.replace(/--.*$/gm, ''))) {
    throw new MigrationError(`${source}: runs as postgres and may not switch to another role`);
  }
  await tx.exec(`grant ${PLATFORM_OWNERS} to postgres; set local role postgres;`);
  await tx.exec(sql);
  await tx.exec(`reset role; revoke ${PLATFORM_OWNERS} from postgres;`);
}

/**
 * Applies pending migrations in file-name order, each in its own transaction with its history row;
 * `through` stops after that version (a restore rebuilds an older archive's schema with it).
 */
export async function applyMigrations(
  db: Database,
  dir = MIGRATIONS_DIR,
  { through }: { through?: string } = {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (through !== undefined && BigInt(migration.version) > BigInt(through)) break;
    const sql = await readFile(migration.file, 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Two processes starting against one server must not both apply the same migration.
      await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
      const { rows } = await tx.query(
        'select 1 from supabase_migrations.schema_migrations where version = $1',
        [migration.version],
      );
      if (rows.length > 0) return false;
      await execAsPostgres(tx, sql, migration.file);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
      return true;
    });
    if (ran) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
