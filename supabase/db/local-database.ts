import { mkdir } from 'node:fs/promises';
import { openDatabase, type Database } from './database.ts';
import { defaultDataPaths, type DataPaths } from './paths.ts';

/**
 * The local stack's database: the PostgreSQL server at DATABASE_URL when set, else PGlite in
 * <data>/db (its parent folders are created; PGlite only creates the last one).
 */
export async function openLocalDatabase(
  paths: DataPaths = defaultDataPaths(),
  databaseUrl = process.env.DATABASE_URL,
): Promise<Database> {
  await mkdir(paths.storageDir, { recursive: true });
  if (databaseUrl) return openDatabase({ databaseUrl });
  await mkdir(paths.dataDir, { recursive: true });
  return openDatabase({ dataDir: paths.dbDir });
}
