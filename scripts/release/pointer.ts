import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { APPS, ROOT, type AppName } from '../lib/apps.mjs';
import { RELEASE_ID } from '../lib/cache-policy.mjs';
import {
  LOG_FILE,
  POINTER_FILE,
  RELEASE_KEYS,
  readPointer,
  type ReleaseKey,
  type ReleasedConfig,
} from '../lib/deploy-root.mjs';

export type Remote = Exclude<ReleaseKey, 'shell'>;

/** One line of the release log. */
export interface LogEntry {
  at: string;
  action: 'release' | 'promote' | 'rollback' | 'move' | 'prune';
  /** Per app that changed: the release before and after (null: none). */
  changes: Partial<Record<AppName, { from: string | null; to: string | null }>>;
  forced?: boolean;
  /** prune: the releases deleted. */
  pruned?: string[];
  /** move: the address the remote's releases are now served from. */
  servedFrom?: string;
  command: string;
  by: string;
}

/** Where a remote's releases are served when the deploy root has not said: the reference host's ports. */
const defaultBase = (app: AppName) => {
  const env = app === 'public-site' ? process.env.PUBLIC_SITE_URL : process.env.ADMIN_PORTAL_URL;
  return env ?? `http://127.0.0.1:${APPS.find((a) => a.name === app)!.port}/`;
};

/** The first pointer of a deploy root: the build's default config, the Supabase project from the environment. */
function initialConfig(): ReleasedConfig {
  const defaults = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/app-config.json'), 'utf8'));
  return {
    ...defaults,
    supabaseUrl: process.env.SUPABASE_URL ?? defaults.supabaseUrl,
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? defaults.supabaseAnonKey,
    remotes: { publicSite: defaultBase('public-site'), adminPortal: defaultBase('admin-portal') },
    releases: { shell: null, publicSite: null, adminPortal: null },
  };
}

/** The folder a remote's releases are served from: its manifest URL without `<id>/mf-manifest.json`. */
export function remoteBase(config: ReleasedConfig, key: Remote): string {
  const url = config.remotes[key];
  const released = new RegExp(`/[0-9a-f]{12}/mf-manifest\\.json$`);
  return released.test(url) ? url.replace(/[0-9a-f]{12}\/mf-manifest\.json$/, '') : url;
}

/** The config with `app`'s live release set to `id` (the remote's manifest URL follows). */
export function withRelease(config: ReleasedConfig, app: AppName, id: string): ReleasedConfig {
  if (!RELEASE_ID.test(id)) throw new Error(`not a release id: ${id}`);
  const key = RELEASE_KEYS[app];
  const next = { ...config, releases: { ...config.releases, [key]: id }, remotes: { ...config.remotes } };
  if (key !== 'shell') next.remotes[key] = new URL(`${id}/mf-manifest.json`, remoteBase(config, key)).href;
  return next;
}

const who = () => `${os.userInfo().username}@${os.hostname()}`;

/** The command as the person typed it: the CLI's subcommands are the package scripts of the same name. */
const SCRIPT_OF: Record<string, string> = { list: 'releases', prune: 'release:prune', move: 'release:move' };
const commandLine = () => {
  const [command = '', ...rest] = process.argv.slice(2);
  return ['pnpm', SCRIPT_OF[command] ?? command, ...rest].join(' ');
};

/** Runs `work` holding the deploy root's lock: two teams releasing at the same moment take turns. */
export async function withPointerLock<T>(root: string, work: () => T | Promise<T>): Promise<T> {
  mkdirSync(root, { recursive: true });
  const unlock = await lock(path.join(root, POINTER_FILE), {
    realpath: false,
    stale: 15_000,
    retries: { retries: 200, minTimeout: 25, maxTimeout: 250 },
  });
  try {
    return await work();
  } finally {
    await unlock();
  }
}

/**
 * Changes the live pointer as one step, under the lock, so each change starts from the one before (no lost
 * update): `change` gets the current config and returns the next one and what to log, or throws to change
 * nothing. The new config is written beside the old and renamed over it, so a reader sees one or the other.
 */
export function changePointer(
  root: string,
  change: (config: ReleasedConfig) => {
    config: ReleasedConfig;
    log: Omit<LogEntry, 'at' | 'by' | 'command'>;
  },
): Promise<ReleasedConfig> {
  return withPointerLock(root, async () => {
    const { config, log } = change(readPointer(root)?.config ?? initialConfig());
    await writeFileAtomic(path.join(root, POINTER_FILE), `${JSON.stringify(config, null, 2)}\n`);
    appendLog(root, log);
    return config;
  });
}

/** Appends to the release log; called under the pointer's lock. */
export function appendLog(root: string, log: Omit<LogEntry, 'at' | 'by' | 'command'>): void {
  const entry: LogEntry = {
    at: new Date().toISOString(),
    ...log,
    command: commandLine(),
    by: who(),
  };
  appendFileSync(path.join(root, LOG_FILE), `${JSON.stringify(entry)}\n`);
}

export function readLog(root: string): LogEntry[] {
  try {
    return readFileSync(path.join(root, LOG_FILE), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogEntry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The release of `app` that was live before its current one, from the log. */
export function previousRelease(root: string, app: AppName): string | null {
  const changes = readLog(root)
    .map((entry) => entry.changes[app])
    .filter((change) => change !== undefined && change.to !== change.from);
  return changes.at(-1)?.from ?? null;
}
