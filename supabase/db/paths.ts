import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The local stack's data folder (ignored by git):
 *
 *   supabase/.data/db/        PGlite's data directory (unused when DATABASE_URL is set)
 *   supabase/.data/storage/   object bytes at <storage>/<bucket_id>/<object name>; each file has a
 *                             storage.objects row (bucket_id, name, metadata) in the database
 *
 * Delete the folder to start over: the next start bootstraps, migrates and seeds again.
 * SUPABASE_DATA_DIR moves the whole folder (tests use a temp folder).
 */
export const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
export const BOOTSTRAP_DIR = path.join(SUPABASE_DIR, 'db', 'bootstrap');

export interface DataPaths {
  dataDir: string;
  dbDir: string;
  storageDir: string;
}

export function defaultDataPaths(
  dataDir = process.env.SUPABASE_DATA_DIR || path.join(SUPABASE_DIR, '.data'),
): DataPaths {
  return { dataDir, dbDir: path.join(dataDir, 'db'), storageDir: path.join(dataDir, 'storage') };
}
