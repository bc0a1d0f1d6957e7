import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { newPglite, SUPERUSER } from '../database.ts';
import { onceAcrossProcesses } from './once-across-processes.ts';
import { pgliteVersion } from './pglite-version.ts';

/** The cluster initdb makes depends on PGlite's build and the options it is run with, nothing of ours. */
function imageFile(): string {
  const key = createHash('sha256').update(`${pgliteVersion()} ${SUPERUSER}`).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `piwc-pglite-blank-${key}.tar`);
}

let image: Promise<Blob> | undefined;

/**
 * A dump of a new, empty PGlite cluster (initdb only: no bootstrap, no migrations), made once per machine and
 * kept in the temp folder. Opening a database from it (`openDatabase({ loadDataDir })`) took 1.4 s against 4.0 s
 * for initdb (1.6 s of CPU against 5.7 s), and the integration suite opens dozens.
 */
export function blankPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const file = imageFile();
    await onceAcrossProcesses(
      file,
      () => existsSync(file),
      async () => {
        const db = newPglite({});
        await db.waitReady;
        const dump = await db.dumpDataDir('none');
        await db.close();
        // Written whole under another name first: a reader never finds half a file.
        const building = `${file}.${process.pid}`;
        await writeFile(building, Buffer.from(await dump.arrayBuffer()));
        await rename(building, file);
      },
    );
    return new Blob([await readFile(file)]);
  })();
  return image;
}
