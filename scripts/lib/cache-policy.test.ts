import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from './apps.mjs';
import { ASSET_HASH_LENGTH, FILE_KINDS, fileKind } from './cache-policy.mjs';

/** A content hash of the length the builds write. */
const HASH = '0123456789abcdef'.slice(0, ASSET_HASH_LENGTH);

test("the README's headers per kind of file are the host's", () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const rows = readme
    .split('\n')
    .filter((line) => line.startsWith('| ') && FILE_KINDS.some(({ kind }) => line.startsWith(`| ${kind} `)))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  expect(rows).toEqual(FILE_KINDS.map((k) => [k.kind, k.what, `\`${k.cacheControl}\``, k.why]));
});

test.each([
  ['/', { spa: true }, 'document'],
  ['/admin/leaders', { spa: true }, 'document'],
  ['/index.html', { spa: true }, 'document'],
  ['/app-config.json', { spa: true }, 'runtime config'],
  [`/assets/main.${HASH}.js`, { spa: true }, 'hashed asset'],
  [`/assets/12.${HASH}.js.map`, {}, 'hashed asset'],
  ['/remoteEntry.js', {}, 'entry point'],
  ['/0123456789ab/remoteEntry.js', { releases: true }, 'release file'],
  ['/logo.svg', { spa: true }, 'other'],
] as const)('%s (%o) is a %s', (pathname, options, kind) => {
  expect(fileKind(pathname, options)).toBe(kind);
});
