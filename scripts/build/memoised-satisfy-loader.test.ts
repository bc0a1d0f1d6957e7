import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import memoiseSatisfy, { satisfySameRelease } from './memoised-satisfy-loader.mjs';

/** The runtime's semver folder as the apps' builds reach it (through the federation plugin's dependencies). */
function installedSemverDir(): string {
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const entry = fromEnhanced.resolve('@module-federation/runtime-core');
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 5), 'utils/semver');
}

const installedSemver = () => readFileSync(path.join(installedSemverDir(), 'index.js'), 'utf8');

test('each version and range pair is worked out once, with the same answer', () => {
  // `~1.0.0` is not a range the short answer covers, so it goes to the runtime's satisfy, once.
  const source =
    'let calls = 0;\nfunction satisfy(version, range) {\n\tcalls++;\n\treturn range === `~${version}`;\n}';
  const run = new Function(
    `${memoiseSatisfy(source)}\nreturn [satisfy('1.0.0', '~1.0.0'), satisfy('1.0.0', '~1.0.0'), satisfy('1.0.0', '~2.0.0'), calls];`,
  );
  expect(run()).toEqual([true, true, false, 2]);
});

test('a version against a range naming it is answered without the runtime parser', () => {
  const source = 'let calls = 0;\nfunction satisfy(version, range) {\n\tcalls++;\n\treturn false;\n}';
  const run = new Function(
    `${memoiseSatisfy(source)}\nreturn [satisfy('19.3.1', '^19.3.1'), satisfy('19.3.1', '<=19.3.1'), satisfy('19.3.1', '>19.3.1'), satisfy('1.0.0', '^1.0.0'), calls];`,
  );
  expect(run()).toEqual([true, true, false, true, 0]);
});

test('the short answer agrees with the runtime, and is given for a release from 1.0.0 against a range naming it', async () => {
  const { satisfy } = (await import(pathToFileURL(path.join(installedSemverDir(), 'index.js')).href)) as {
    satisfy: (version: string, range: string) => boolean;
  };
  const parts = [0, 1, 2, 10];
  const releases = parts.flatMap((a) => parts.flatMap((b) => parts.map((c) => `${a}.${b}.${c}`)));
  const answered: string[] = [];
  for (const wanted of releases)
    for (const operator of ['^', '<', '<=', '>', '>=', '=', ''])
      for (const version of releases) {
        const range = operator + wanted;
        const answer = satisfySameRelease(version, range);
        if (answer === undefined) continue;
        expect(answer, `${version} against ${range}`).toBe(satisfy(version, range));
        answered.push(`${version} ${range}`);
      }
  const fromOne = releases.filter((release) => !release.startsWith('0.'));
  expect(answered).toHaveLength(fromOne.length * 7);
  expect(answered.every((pair) => pair.split(' ')[1]!.endsWith(pair.split(' ')[0]!))).toBe(true);
  // What it leaves to the runtime: 0.x, pre-releases, builds, x-ranges, ~, unions, spaces, leading zeros.
  for (const [version, range] of [
    ['0.2.3', '^0.2.3'],
    ['1.2.3-beta.1', '^1.2.3-beta.1'],
    ['1.2.3+build', '^1.2.3+build'],
    ['1.2.3', '^1.x'],
    ['1.2.3', '~1.2.3'],
    ['1.2.3', '^1.2.3 || ^2.0.0'],
    ['1.2.3', '>= 1.2.3'],
    ['1.02.3', '^1.02.3'],
    ['1.2.3', '^11.2.3'],
  ])
    expect(satisfySameRelease(version!, range!), `${version} against ${range}`).toBeUndefined();
});

test('finds satisfy in the installed federation runtime, or the build stops', () => {
  expect(memoiseSatisfy(installedSemver())).toContain('function satisfyOnce(version, range) {');
  expect(() => memoiseSatisfy('export function satisfies(a, b) {}')).toThrow(/satisfy/);
});
