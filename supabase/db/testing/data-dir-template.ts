import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onceAcrossProcesses } from './once-across-processes.ts';
import { pgliteVersion } from './pglite-version.ts';

const run = promisify(execFile);
const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders and files inside `supabase/` that cannot change what the local API writes to a new data folder. */
const NOT_IN_TEMPLATE = (relative: string) => relative.startsWith('db/testing/') || relative.endsWith('.md');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

let key: string | undefined;

/**
 * Changes whenever bootstrap, migrations, seed, the local API (which builds the folder as it starts) or PGlite's
 * version change; not with the test helpers beside this file or a README. Files are named by their path inside
 * `supabase/`, so every clone on a machine (each CI run is a fresh one) shares a template. Worked out once per
 * process: it reads ~140 files, and a test run asks for a copy dozens of times.
 */
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256').update(pgliteVersion());
  for (const dir of ['db', 'migrations', 'seed', 'local']) {
    for (const file of filesUnder(path.join(SUPABASE_DIR, dir)).sort()) {
      const relative = path.relative(SUPABASE_DIR, file).split(path.sep).join('/');
      if (!NOT_IN_TEMPLATE(relative)) hash.update(relative).update(readFileSync(file));
    }
  }
  return (key = hash.digest('hex').slice(0, 16));
}

/**
 * A copy of a prepared local API data folder (bootstrapped, migrated and, with `seed`, seeded), in a new temp
 * folder. The template is built once per machine by `build(folder)`, which starts an API on the empty folder and
 * stops it, and is kept in the temp folder under a name that changes with the migrations and seed. initdb and the
 * migrations take ~20 s on this machine; a copy opens in well under 2. An unseeded copy is seeded as its API
 * starts, so its stored URLs name that API's own port. The copy is cp's: Node's `fs.cp` stats and copies its
 * ~1,800 files in JavaScript, ~0.6 s of CPU each time against cp's ~0.08 s.
 */
export async function copyOfPreparedDataDir(
  { seed }: { seed: boolean },
  build: (folder: string) => Promise<void>,
): Promise<string> {
  const template = path.join(
    os.tmpdir(),
    `piwc-local-api-template-${templateKey()}${seed ? '' : '-unseeded'}`,
  );
  await onceAcrossProcesses(
    template,
    () => existsSync(template),
    async () => {
      const building = await mkdtemp(path.join(os.tmpdir(), 'piwc-local-api-building-'));
      await build(building);
      // Should two processes build it after all (a lock taken from a holder thought gone), the first rename wins.
      await rename(building, template).catch(async () => rm(building, { recursive: true, force: true }));
    },
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-local-api-copy-'));
  // "template/." copies what is in the folder into `dir`, which mkdtemp has made.
  await run('cp', ['-R', `${template}/.`, dir]);
  return dir;
}
