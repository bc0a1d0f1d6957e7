import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backupToFile } from '../../backup/node/backup-to-file.ts';
import { movedTo, tempFile, useProjects, type TestProject } from './fixture.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = path.join(ROOT, 'supabase/backup/node/cli.ts');

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string[];
}

/** `pnpm restore FILE` as a person runs it, killed (SIGKILL) at the first output line `killAt` matches. */
function restoreCli(file: string, target: TestProject, killAt?: RegExp): Promise<Run> {
  // One process (tsx's own CLI would run the script in a child that outlives a SIGKILL to it).
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'restore', file], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_URL: target.url, SUPABASE_SERVICE_ROLE_KEY: target.api.serviceRoleKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    output.push(line);
    if (killAt?.test(line)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
}

describe('a restore killed halfway', () => {
  const project = useProjects('pglite');

  // Three restore processes, each starting the API and migrating: 16 s on an idle machine, over a minute at a
  // load average of 20, where the default 60 s ended it before it could answer.
  it('run again, continues and ends identical to the source', { timeout: 180_000 }, async () => {
    const source = await project({ seed: true });
    const file = await tempFile('interrupted.zip');
    const { manifest } = await backupToFile({ connection: source.connection, out: file });
    const target = await project({ seed: false });

    const half = Math.floor(manifest.objects.length / 2);
    const first = await restoreCli(file, target, new RegExp(`^objects ${half}/`));
    expect(first.signal, first.output.join('\n')).toBe('SIGKILL');
    const partly = await target.snapshot();
    expect(partly.objects.length).toBeGreaterThanOrEqual(half);
    expect(partly.objects.length).toBeLessThan(manifest.objects.length);

    // Killed again while writing rows: some tables are restored, the rest not yet.
    const second = await restoreCli(file, target, /^rows /);
    expect(second.signal, second.output.join('\n')).toBe('SIGKILL');
    const rowsSoFar = (await target.snapshot()).tables.reduce((sum, t) => sum + t.rows.length, 0);
    expect(rowsSoFar).toBeGreaterThan(0);

    const third = await restoreCli(file, target);
    expect(third.code, third.output.join('\n')).toBe(0);
    expect(third.output.at(-1)).toMatch(/^Restored and verified: \d+ rows in \d+ tables and \d+ objects/);

    const [before, after] = await Promise.all([source.snapshot(), target.snapshot()]);
    expect(after.tables).toEqual(movedTo(before, source.url, target.url).tables);
    expect(after.objects.map(({ bucket, name, size }) => [bucket, name, size])).toEqual(
      before.objects.map(({ bucket, name, size }) => [bucket, name, size]),
    );
  });
});
