import { openDatabase, type Queryable } from '../../db/database.ts';
import { applyMigrations, listMigrations, runBootstrap } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../db/paths.ts';
import { parseSnapshot, type Snapshot } from '../archive/index.ts';
import type { RestoreContent } from './compare.ts';
import { RestoreRefused } from './refusal.ts';

/** As PostgREST runs a service-role request: the role and its claims for one transaction. */
async function asServiceRole(tx: Queryable): Promise<void> {
  await tx.query(
    `select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
  );
}

/** Refuses unless both versions are migrations this checkout has. */
export async function checkKnownVersions(
  archiveVersion: string,
  targetVersion: string,
  migrationsDir = MIGRATIONS_DIR,
): Promise<void> {
  const known = new Set((await listMigrations(migrationsDir)).map((m) => m.version));
  if (!known.has(archiveVersion)) {
    throw new RestoreRefused(
      'unknown-schema',
      `The archive's schema version ${archiveVersion} is not a migration of this checkout, so it cannot be migrated to the target's ${targetVersion}. Run the restore from a checkout that has it. Nothing was written.`,
    );
  }
  if (!known.has(targetVersion)) {
    throw new RestoreRefused(
      'unknown-schema',
      `The target's schema version ${targetVersion} is not a migration of this checkout: update the checkout and run the restore again. Nothing was written.`,
    );
  }
}

/**
 * An archive from an older schema, brought to the target's by the real migrations: a throwaway embedded
 * database is built at the archive's version, given the archive's rows, migrated to the target's version,
 * and read back. What each migration does to existing rows (defaults, back-fills, renames) happens exactly
 * as it did to the live database.
 */
export async function migrateTables(
  tables: RestoreContent['tables'],
  fromVersion: string,
  toVersion: string,
  migrationsDir = MIGRATIONS_DIR,
): Promise<RestoreContent['tables']> {
  await checkKnownVersions(fromVersion, toVersion, migrationsDir);
  const db = await openDatabase();
  try {
    await runBootstrap(db);
    await applyMigrations(db, migrationsDir, { through: fromVersion });
    await db.transaction(async (tx) => {
      // Rows that name an account keep it through the migrations (the target decides whether it exists).
      const accounts = new Set(
        tables.flatMap((t) => t.rows.flatMap((r) => t.accountColumns.map((c) => r[c]))),
      );
      accounts.delete(null);
      accounts.delete(undefined);
      if (accounts.size > 0) {
        await tx.query('insert into auth.users (id) select unnest($1::uuid[]) on conflict do nothing', [
          [...accounts],
        ]);
      }
      await asServiceRole(tx);
      for (const table of tables) {
        await tx.query('select public.backup_restore_rows($1, $2::jsonb)', [
          table.name,
          JSON.stringify(table.rows),
        ]);
      }
    });
    await applyMigrations(db, migrationsDir, { through: toVersion });
    const snapshot: Snapshot = await db.transaction(async (tx) => {
      await asServiceRole(tx);
      const { rows } = await tx.query<{ snapshot: unknown }>('select public.backup_snapshot() as snapshot');
      return parseSnapshot(rows[0]!.snapshot);
    });
    return snapshot.tables;
  } finally {
    await db.close();
  }
}
