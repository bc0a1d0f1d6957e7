import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { runPnpm } from '../lib/pnpm.mjs';

/** A copy of this checkout's working tree (tracked and new files, no build output) with its own install. */
export function copyCheckout(dir: string): string {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    } catch (error) {
      // A file deleted but not yet committed is still listed.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  runPnpm(['install', '--frozen-lockfile', '--offline'], { cwd: dir });
  return dir;
}

/** Every file under `dir` with the sha-256 of its bytes, by relative path. */
export function digestTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}
