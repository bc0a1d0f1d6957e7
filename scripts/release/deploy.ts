import { existsSync, rmSync } from 'node:fs';
import type { AppName } from '../lib/apps.mjs';
import { RELEASE_KEYS, readPointer, releaseFolder } from '../lib/deploy-root.mjs';
import { gateConflicts, refusal } from './gate.ts';
import {
  appendLog,
  changePointer,
  previousRelease,
  readLog,
  remoteBase,
  withPointerLock,
  withRelease,
  type LogEntry,
  type Remote,
} from './pointer.ts';
import { sharedOf, storedReleases } from './store.ts';

/** A refusal the person who ran the command can act on: printed without a stack, exit code 1. */
export class RefusedError extends Error {}

/**
 * Makes the given releases live together, in one pointer change, once the gate has passed them. An id of null
 * means the app's previous live release (a rollback). Prints what changed.
 */
export async function goLive(
  root: string,
  targets: { app: AppName; id: string | null }[],
  { action, force = false }: { action: LogEntry['action']; force?: boolean },
): Promise<void> {
  const resolved = targets.map(({ app, id }) => {
    const target = id ?? previousRelease(root, app);
    if (!target) throw new RefusedError(`${app} has no earlier live release to roll back to.`);
    if (!existsSync(releaseFolder(root, app, target)))
      throw new RefusedError(`${app} has no stored release ${target} (pnpm releases ${app} lists them).`);
    return { app, id: target };
  });
  let forcedPast = '';
  let unchanged = false;
  await changePointer(root, (current) => {
    const next = resolved.reduce((config, { app, id }) => withRelease(config, app, id), current);
    const changing = resolved
      .filter(({ app, id }) => current.releases[RELEASE_KEYS[app]] !== id)
      .map((t) => t.app);
    const conflicts = changing.length > 0 ? gateConflicts(root, next, changing) : [];
    if (conflicts.length > 0) {
      const entryOf = (app: AppName, module: string) =>
        sharedOf(root, app, next.releases[RELEASE_KEYS[app]]!).find((entry) => entry.name === module);
      const message = refusal(conflicts, next, changing, entryOf);
      if (!force) throw new RefusedError(message);
      forcedPast = message;
    }
    unchanged = changing.length === 0;
    const changes = Object.fromEntries(
      changing.map((app) => [
        app,
        { from: current.releases[RELEASE_KEYS[app]], to: next.releases[RELEASE_KEYS[app]] },
      ]),
    );
    return { config: next, log: { action, changes, ...(conflicts.length > 0 && { forced: true }) } };
  });
  if (forcedPast) console.warn(`${forcedPast.replace(/^Refused: .*\n/, 'Forced past the gate:\n')}\n`);
  for (const { app, id } of resolved)
    console.log(`${app}: release ${id} ${unchanged ? 'was already live' : 'is live'}`);
}

/**
 * Deletes all but the newest `keep` releases of each app, never the live or the previous one (a rollback
 * target), and logs what went.
 */
export function prune(root: string, keep: number): Promise<void> {
  if (!Number.isInteger(keep) || keep < 1)
    throw new RefusedError(`--keep must be a whole number ≥ 1 (got ${keep}).`);
  return withPointerLock(root, () => {
    const releases = readPointer(root)?.config.releases;
    for (const app of Object.keys(RELEASE_KEYS) as AppName[]) {
      const spared = new Set([releases?.[RELEASE_KEYS[app]], previousRelease(root, app)]);
      const doomed = storedReleases(root, app)
        .slice(keep)
        .filter(({ id }) => !spared.has(id));
      for (const { id } of doomed) rmSync(releaseFolder(root, app, id), { recursive: true, force: true });
      if (doomed.length > 0) {
        appendLog(root, {
          action: 'prune',
          changes: { [app]: { from: null, to: null } },
          pruned: doomed.map((r) => r.id),
        } as never);
        console.log(`${app}: pruned ${doomed.map((r) => r.id).join(', ')}`);
      }
    }
  });
}

/** Serves a remote's releases from another address: the pointer's URL for it changes, its release does not. */
export async function moveRemote(root: string, app: AppName, base: string | undefined): Promise<void> {
  const key = RELEASE_KEYS[app];
  if (key === 'shell')
    throw new RefusedError('The shell is served from the site’s own address; move a remote.');
  if (!base || !URL.canParse(base))
    throw new RefusedError(`Give the address its releases are served from (got ${base}).`);
  const folder = base.endsWith('/') ? base : `${base}/`;
  await changePointer(root, (current) => {
    const id = current.releases[key];
    const config = {
      ...current,
      remotes: { ...current.remotes, [key]: id ? `${folder}${id}/mf-manifest.json` : folder },
    };
    return { config, log: { action: 'move', changes: { [app]: { from: id, to: id } }, servedFrom: folder } };
  });
  console.log(`${app}: now served from ${folder}`);
}

/** The releases of an app, newest first, live and previous marked, and its last log entries. */
export function listing(root: string, app: AppName): string {
  const config = readPointer(root)?.config;
  const live = config?.releases[RELEASE_KEYS[app]];
  const previous = previousRelease(root, app);
  const where =
    config && RELEASE_KEYS[app] !== 'shell'
      ? ` (served from ${remoteBase(config, RELEASE_KEYS[app] as Remote)})`
      : '';
  const rows = storedReleases(root, app).map(
    ({ id, storedAt, commit }) =>
      `  ${id === live ? '*' : ' '} ${id}  stored ${storedAt.slice(0, 19).replace('T', ' ')}  commit ${commit ?? '?'}${
        id === live ? '  live' : id === previous ? '  previous' : ''
      }`,
  );
  const history = readLog(root)
    .filter((entry) => entry.changes[app] && entry.action !== 'move')
    .slice(-5)
    .map(
      (e) =>
        `    ${e.at.slice(0, 19).replace('T', ' ')}  ${e.changes[app]!.from ?? 'none'} → ${e.changes[app]!.to}  ${e.command}${e.forced ? '  (forced)' : ''}  by ${e.by}`,
    );
  return [
    `${app}${where}:`,
    ...(rows.length > 0 ? rows : ['  no releases stored']),
    ...(history.length > 0 ? ['  went live:', ...history] : []),
  ].join('\n');
}
