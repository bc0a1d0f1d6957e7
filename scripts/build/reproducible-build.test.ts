import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { runPnpm } from '../lib/pnpm.mjs';
import { copyCheckout, digestTree } from '../tests/checkout.ts';

const APPS = ['shell', 'public-site', 'admin-portal'];
const temp = mkdtempSync(path.join(os.tmpdir(), 'piwc-two-folders-'));
// Two installs are ~100k files: removed in the background rather than holding the suite for half a minute.
afterAll(() => spawn('rm', ['-rf', temp], { detached: true, stdio: 'ignore' }).unref());

test('the same commit builds to byte-identical dist/ folders in two checkouts, with no local path in any file', async () => {
  // Different names and depths, so that neither path is a prefix of the other or of the same length.
  const folders = [path.join(temp, 'a'), path.join(temp, 'second', 'checkout-b')];
  const digests = folders.map((folder) => {
    mkdirSync(folder, { recursive: true });
    copyCheckout(folder);
    runPnpm(['build'], { cwd: folder, env: { ...process.env, NODE_ENV: 'production' } });
    return Object.fromEntries(APPS.map((app) => [app, digestTree(path.join(folder, app, 'dist'))]));
  });

  for (const app of APPS) {
    const files = Object.keys(digests[0]![app]!);
    expect(files.length, `${app} emitted files`).toBeGreaterThan(20);
    expect(digests[1]![app], `${app}/dist in the second folder`).toEqual(digests[0]![app]);
    for (const [index, folder] of folders.entries())
      for (const file of files.filter((name) => !/\.(br|gz)$/.test(name))) {
        const text = readFileSync(path.join(folder, app, 'dist', file), 'latin1');
        expect(
          text.includes(folder) || text.includes(encodeURIComponent(folder)),
          `${app}/${file} (${index})`,
        ).toBe(false);
      }
  }
  console.log(
    `two-folder build: ${APPS.map((app) => `${app} ${Object.keys(digests[0]![app]!).length} files`).join(', ')}, all identical`,
  );
}, 300_000);
