import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import memoiseSatisfy from './memoised-satisfy-loader.mjs';

/** The runtime's semver module as the apps' builds reach it (through the federation plugin's dependencies). */
function installedSemver(): string {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const entry = fromEnhanced.resolve('@module-federation/runtime-core');
  const dist = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 5);
  return readFileSync(path.join(dist, 'utils/semver/index.js'), 'utf8');
}

test('each version and range pair is worked out once, with the same answer', () => {
  const source =
    'let calls = 0;\nfunction satisfy(version, range) {\n\tcalls++;\n\treturn range === `^${version}`;\n}';
  const run = new Function(
    `${memoiseSatisfy(source)}\nreturn [satisfy('1.0.0', '^1.0.0'), satisfy('1.0.0', '^1.0.0'), satisfy('1.0.0', '>1.0.0'), satisfy('1.0.0', '>1.0.0'), calls];`,
  );
  expect(run()).toEqual([true, true, false, false, 2]);
});

test('finds satisfy in the installed federation runtime, or the build stops', () => {
  expect(memoiseSatisfy(installedSemver())).toContain('function satisfyOnce(version, range) {');
  expect(() => memoiseSatisfy('export function satisfies(a, b) {}')).toThrow(/satisfy/);
});
