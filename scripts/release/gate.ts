import type { AppName } from '../lib/apps.mjs';
import { RELEASE_KEYS, type ReleasedConfig } from '../lib/deploy-root.mjs';
import {
  singletonConflicts,
  type SharedEntry,
  type SingletonConflict,
} from '../../shell/src/federation/singleton-conflicts.mjs';
import { sharedOf } from './store.ts';

/**
 * The singleton requirements the live apps would fail to meet if `next` went live, that involve one of the
 * apps being changed (a conflict among apps left as they are, forced live earlier, blocks nothing else).
 */
export function gateConflicts(root: string, next: ReleasedConfig, changing: AppName[]): SingletonConflict[] {
  const live = (Object.keys(RELEASE_KEYS) as AppName[])
    .filter((app) => next.releases[RELEASE_KEYS[app]])
    .map((app) => ({ app, shared: sharedOf(root, app, next.releases[RELEASE_KEYS[app]]!) }));
  const host = live.find((entry) => entry.app === 'shell');
  if (!host) return [];
  return singletonConflicts(
    host,
    live.filter((entry) => entry !== host),
  ).filter((c) => changing.includes(c.needer as AppName) || changing.includes(c.provider as AppName));
}

const major = (version: string) => version.split('.')[0];
const ORDER: AppName[] = ['shell', 'public-site', 'admin-portal'];

/**
 * Why the gate refuses, for the person who ran the command: per group of modules in the same state, what each
 * app involved provides and needs; then which apps must be released first, or (for a new major, which neither
 * side can take alone) together in one step.
 */
export function refusal(
  conflicts: SingletonConflict[],
  next: ReleasedConfig,
  changing: AppName[],
  entryOf: (app: AppName, module: string) => SharedEntry | undefined,
): string {
  const label = (app: AppName) =>
    `${app} ${next.releases[RELEASE_KEYS[app]]}${changing.includes(app) ? '' : ' (live)'}`;
  const groups = new Map<string, { modules: string[]; lines: string[] }>();
  const live = new Set<AppName>();
  let target = '';
  let module = '';
  for (const name of [...new Set(conflicts.map((c) => c.module))]) {
    const apps = ORDER.filter((app) =>
      conflicts.some((c) => c.module === name && (c.needer === app || c.provider === app)),
    );
    const lines = apps.map((app) => {
      const entry = entryOf(app, name);
      if (!changing.includes(app)) live.add(app);
      else if (!target) [target, module] = [entry?.version ?? '', name];
      return `    ${label(app)} provides ${entry?.version ?? 'none'} and needs ${entry?.requiredVersion || 'any'}`;
    });
    const key = lines.join('\n');
    groups.set(key, { modules: [...(groups.get(key)?.modules ?? []), name], lines });
  }
  const text = [`Refused: ${changing.map(label).join(', ')} cannot go live; nothing was changed.`, ''];
  for (const { modules, lines } of groups.values())
    text.push(`  ${modules.join(', ')} (${modules.length > 1 ? 'singletons' : 'singleton'}):`, ...lines, '');
  const behind = ORDER.filter((app) => live.has(app));
  const newMajor = behind.some((app) => major(entryOf(app, module)?.version ?? target) !== major(target));
  text.push(
    newMajor
      ? `  ${target} is a new major for ${behind.join(', ')}: release ${behind.length > 1 ? 'them' : 'it'} with ${changing.join(', ')} in one step, all built with ${module} ${target}:\n    pnpm release ${ORDER.filter((app) => live.has(app) || changing.includes(app)).join(' ')}`
      : `  Release ${behind.join(', ')} built with ${module} ${target} first, then ${changing.join(', ')}.`,
    '',
    '  The release stays stored. `--force` makes it live anyway; the site then shows that part as being updated.',
  );
  return text.join('\n');
}
