import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { onceAcrossProcesses } from '../../db/testing/once-across-processes.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'piwc-once-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const target = () => path.join(dir, `target-${n++}`);

/** A `work` that makes `file` after a moment, counting its runs. */
function making(file: string) {
  const work = async () => {
    work.runs += 1;
    await sleep(300);
    writeFileSync(file, 'made');
  };
  work.runs = 0;
  return work;
}

describe('onceAcrossProcesses (the test data folders’ build lock)', () => {
  it('runs the work once for callers that ask at once; each returns once it is done', async () => {
    const file = target();
    const work = making(file);
    await Promise.all([1, 2, 3].map(() => onceAcrossProcesses(file, () => existsSync(file), work)));
    expect(work.runs).toBe(1);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('waits while a live process holds the lock, and runs nothing once its work is done', async () => {
    const file = target();
    writeFileSync(`${file}.lock`, String(process.ppid));
    const work = making(file);
    setTimeout(() => {
      writeFileSync(file, 'made by the holder');
      rmSync(`${file}.lock`);
    }, 600);
    await onceAcrossProcesses(file, () => existsSync(file), work);
    expect(work.runs).toBe(0);
  });

  it('takes over a lock whose process has ended, or that never named one', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const file = target();
    writeFileSync(`${file}.lock`, String(ended));
    const work = making(file);
    await onceAcrossProcesses(file, () => existsSync(file), work);
    expect(work.runs).toBe(1);

    const unnamed = target();
    writeFileSync(`${unnamed}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${unnamed}.lock`, old, old);
    const again = making(unnamed);
    await onceAcrossProcesses(unnamed, () => existsSync(unnamed), again);
    expect(again.runs).toBe(1);
  });

  it('lets go when the work fails, so the next caller tries again', async () => {
    const file = target();
    const failing = () => Promise.reject(new Error('initdb failed'));
    await expect(onceAcrossProcesses(file, () => existsSync(file), failing)).rejects.toThrow('initdb failed');
    expect(existsSync(`${file}.lock`)).toBe(false);
    const work = making(file);
    await onceAcrossProcesses(file, () => existsSync(file), work);
    expect(work.runs).toBe(1);
  });
});
