import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, type AppName } from '../lib/apps.mjs';
import { RELEASE_ID } from '../lib/cache-policy.mjs';
import { POINTER_FILE, appFolder, releaseFolder } from '../lib/deploy-root.mjs';
import type { SharedEntry } from '../../shell/src/federation/singleton-conflicts.mjs';

/** Written beside a release's files when it is stored, and never changed. */
export interface ReleaseInfo {
  id: string;
  app: AppName;
  storedAt: string;
  commit: string | null;
}
const INFO_FILE = 'release.json';

/** Builds one app for production into `outDir` (the output does not depend on where that is). */
export function buildApp(app: AppName, outDir: string): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', outDir],
    { cwd: path.join(ROOT, app), env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The release id of a build: the sha-256 of its file names and bytes. Reproducible builds give one id per commit. */
export function releaseIdOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return null;
  }
}

/**
 * Stores a build under its release id, never touching an earlier release: the files are copied into a hidden
 * folder beside the releases and renamed into place, so a half-copied release is never visible. A build whose
 * id is already stored (the same bytes) is left as it is. The shell's build-time app-config.json is left out:
 * the deploy root's pointer is the config.
 */
export function storeBuild(root: string, app: AppName, distDir: string): { id: string; stored: boolean } {
  mkdirSync(appFolder(root, app), { recursive: true });
  const incoming = path.join(appFolder(root, app), `.incoming-${process.pid}-${Date.now()}`);
  try {
    cpSync(distDir, incoming, {
      recursive: true,
      filter: (source) => app !== 'shell' || !path.basename(source).startsWith(POINTER_FILE),
    });
    const id = releaseIdOf(incoming);
    const target = releaseFolder(root, app, id);
    if (existsSync(target)) return { id, stored: false };
    const info: ReleaseInfo = { id, app, storedAt: new Date().toISOString(), commit: currentCommit() };
    writeFileSync(path.join(incoming, INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(incoming, target);
    return { id, stored: true };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}

/** The stored releases of an app, newest first. */
export function storedReleases(root: string, app: AppName): ReleaseInfo[] {
  const folder = appFolder(root, app);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => RELEASE_ID.test(name))
    .map((id) => JSON.parse(readFileSync(path.join(folder, id, INFO_FILE), 'utf8')) as ReleaseInfo)
    .sort((a, b) => b.storedAt.localeCompare(a.storedAt) || b.id.localeCompare(a.id));
}

/** What a release shares at run time, as its federation manifest records it. */
export function sharedOf(root: string, app: AppName, id: string): SharedEntry[] {
  const manifest = JSON.parse(
    readFileSync(path.join(releaseFolder(root, app, id), 'mf-manifest.json'), 'utf8'),
  );
  return manifest.shared as SharedEntry[];
}

/** A temporary folder to build into, outside the checkout's dist/ (which a parallel build may be using). */
export const buildFolder = (app: AppName) =>
  path.join(os.tmpdir(), `piwc-release-${app}-${process.pid}-${Date.now()}`);
