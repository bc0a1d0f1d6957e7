import { readFileSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether the process named in `lock` has ended (or never wrote its pid in 10 s), so that the lock is stale. */
function holderGone(lock: string): boolean {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (!pid) return Date.now() - statSync(lock).mtimeMs > 10_000;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ENOENT: the holder has just let go, and the caller looks again.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` unless `done()`, in one process of those on this machine that ask at once: the others wait for it
 * and find `done()`. Test workers (two here, one per core on a larger machine) would otherwise each build the
 * same template after a migration changes, 20-40 s of CPU apiece. The lock is `${target}.lock`, a file naming its
 * holder's pid, stale once that process has ended. (proper-lockfile judges staleness by a timestamp the holder
 * keeps fresh from its event loop, which PGlite's migrations, run in the holder's thread, can hold for seconds.)
 */
export async function onceAcrossProcesses(
  target: string,
  done: () => boolean,
  work: () => Promise<void>,
): Promise<void> {
  const lock = `${target}.lock`;
  while (!done()) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderGone(lock)) await rm(lock, { force: true });
      else await sleep(250);
      continue;
    }
    try {
      if (!done()) await work();
    } finally {
      await rm(lock, { force: true });
    }
  }
}
