// `pnpm release APP…`, `pnpm promote APP ID`, `pnpm rollback APP [ID]`, `pnpm releases [APP]`,
// `pnpm release:prune [--keep N]`, `pnpm release:move APP BASE_URL`: see the README's "Releasing".
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { AppName } from '../lib/apps.mjs';
import { deployRoot } from '../lib/deploy-root.mjs';
import { goLive, listing, moveRemote, prune, RefusedError } from './deploy.ts';
import { buildApp, buildFolder, storeBuild } from './store.ts';

const APPS: AppName[] = ['shell', 'public-site', 'admin-portal'];
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    'no-promote': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    keep: { type: 'string', default: '10' },
  },
});
const [command, ...args] = positionals;
const root = deployRoot();
const keep = Number(flags.keep);

function appArg(value: string | undefined): AppName {
  if (!APPS.includes(value as AppName))
    throw new RefusedError(`Name an app: ${APPS.join(', ')} (got ${value ?? 'none'}).`);
  return value as AppName;
}

async function release(apps: AppName[]) {
  if (apps.length === 0) throw new RefusedError(`Name the apps to release: ${APPS.join(', ')}.`);
  if (flags.dist && apps.length > 1) throw new RefusedError('--dist stores one app’s build: name one app.');
  const stored = apps.map((app) => {
    const dist = flags.dist ?? buildFolder(app);
    try {
      if (!flags.dist) buildApp(app, dist);
      const { id, stored } = storeBuild(root, app, dist);
      console.log(`${app}: release ${id} ${stored ? 'stored' : 'was already stored (same build)'}`);
      return { app, id };
    } finally {
      if (!flags.dist) rmSync(dist, { recursive: true, force: true });
    }
  });
  if (flags['no-promote']) return;
  await goLive(root, stored, { action: 'release', force: flags.force });
  prune(root, keep);
}

async function main() {
  switch (command) {
    case 'release':
      return release(args.map(appArg));
    case 'promote':
    case 'rollback': {
      const app = appArg(args[0]);
      console.log(listing(root, app));
      return goLive(root, [{ app, id: args[1] ?? null }], { action: command, force: flags.force });
    }
    case 'list':
      return console.log((args[0] ? [appArg(args[0])] : APPS).map((app) => listing(root, app)).join('\n\n'));
    case 'prune':
      return prune(root, keep);
    case 'move':
      return moveRemote(root, appArg(args[0]), args[1]);
    default:
      throw new RefusedError(
        `Unknown command ${command ?? ''}: release, promote, rollback, list, prune or move.`,
      );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RefusedError ? error.message : error);
  process.exitCode = 1;
});
