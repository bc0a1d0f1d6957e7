import { createHash } from 'node:crypto';
import type { Database } from './database.ts';
import { applyMigrations, runBootstrap } from './migrate.ts';
import { seedDatabase, SEED_VERSION } from '../seed/index.ts';

export interface PrepareOptions {
  /** Where object bytes live: <storageDir>/<bucket_id>/<object name>. */
  storageDir: string;
  /** Run the seed if it has not run on this database before. */
  seed?: boolean;
  /** Base of the seeded files' public URLs; default SUPABASE_PUBLIC_URL, else http://127.0.0.1:54321. */
  publicUrl?: string;
}

export interface PrepareResult {
  /** `<version>_<name>` of each migration applied by this call, in order. */
  appliedMigrations: string[];
  /** true when this call ran the seed. */
  seeded: boolean;
}

const SEED_PATH = 'supabase/seed';

/** Bootstrap (local stand-ins for hosted Supabase), pending migrations, then the seed once. */
export async function prepareDatabase(db: Database, opts: PrepareOptions): Promise<PrepareResult> {
  await runBootstrap(db);
  const appliedMigrations = await applyMigrations(db);
  let seeded = false;
  if (opts.seed) {
    const { rows } = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
      SEED_PATH,
    ]);
    if (rows.length === 0) {
      await db.transaction(async (tx) => {
        // As `supabase db reset` runs seed.sql: as postgres.
        await tx.exec('set local role postgres');
        await seedDatabase(tx, {
          storageDir: opts.storageDir,
          env: opts.publicUrl ? { ...process.env, SUPABASE_PUBLIC_URL: opts.publicUrl } : process.env,
        });
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          SEED_PATH,
          createHash('sha256').update(SEED_VERSION).digest('hex'),
        ]);
      });
      seeded = true;
    }
  }
  return { appliedMigrations, seeded };
}
