/**
 * `pnpm db:types` writes supabase/types/database.ts from a fresh database with all migrations;
 * `pnpm db:types:check` exits 1 when the committed file differs (the migrations changed without it).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { generateTypes } from '../db/generate-types.ts';
import { SUPABASE_DIR } from '../db/paths.ts';
import { prepareDatabase } from '../db/prepare.ts';

export const TYPES_FILE = path.join(SUPABASE_DIR, 'types', 'database.ts');

export async function typesFromMigrations(): Promise<string> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'piwc-types-'));
  const db = await openDatabase();
  try {
    await prepareDatabase(db, { storageDir });
    return await generateTypes(db);
  } finally {
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

async function main() {
  const generated = await typesFromMigrations();
  if (process.argv.includes('--check')) {
    const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    if (committed !== generated) {
      console.error(
        `${path.relative(process.cwd(), TYPES_FILE)} is out of date with supabase/migrations: run pnpm db:types`,
      );
      process.exit(1);
    }
    console.log('Database types match the migrations.');
    return;
  }
  await writeFile(TYPES_FILE, generated);
  console.log(`Wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
