import type { Queryable } from '../db/database.ts';
import { ensureDevUsers } from '../db/dev-users.ts';

export const SEED_VERSION = '1';

export interface SeedOptions {
  storageDir: string;
}

export async function seedDatabase(db: Queryable, _opts: SeedOptions): Promise<void> {
  await ensureDevUsers(db);
}
