/**
 * pnpm admin:grant EMAIL  /  pnpm admin:revoke EMAIL
 *
 * Opens the local stack's database (PostgreSQL at DATABASE_URL, else PGlite in supabase/.data/db)
 * and adds or removes the user's `admin` row in public.user_roles. Against hosted Supabase, run the
 * same insert/delete in the SQL editor: no client may write user_roles.
 */
import net from 'node:net';
import { grantAdmin, revokeAdmin } from '../db/admin.ts';
import { openLocalDatabase } from '../db/local-database.ts';
import { defaultDataPaths } from '../db/paths.ts';
import { prepareDatabase } from '../db/prepare.ts';

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error('Usage: pnpm admin:grant EMAIL | pnpm admin:revoke EMAIL');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  const apiPort = Number(process.env.SUPABASE_PORT || 54321);
  // PGlite is single-process: opening its folder while the local API has it open would corrupt it.
  if (!databaseUrl && (await portInUse(apiPort))) {
    console.error(`The local API is running on port ${apiPort}: stop it first (PGlite allows one process).`);
    process.exit(1);
  }
  const paths = defaultDataPaths();
  const db = await openLocalDatabase(paths, databaseUrl);
  try {
    await prepareDatabase(db, { storageDir: paths.storageDir });
    const result = action === 'grant' ? await grantAdmin(db, email) : await revokeAdmin(db, email);
    const verb = action === 'grant' ? 'is now an admin' : 'is no longer an admin';
    console.log(
      `${result.email} ${result.changed ? verb : `already ${action === 'grant' ? 'was an admin' : 'was not an admin'}`}.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
