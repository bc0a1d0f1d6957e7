// B1 (was P9): the backup of the seeded church — archive size, `pnpm backup` and `pnpm restore` wall times —
// between two local APIs in this process, each on a fresh PGlite data folder (the target unseeded).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupToFile } from '../supabase/backup/node/backup-to-file.ts';
import { serviceClient } from '../supabase/backup/node/project.ts';
import { restoreArchive } from '../supabase/backup/node/restore.ts';
import { startLocalApi } from '../supabase/local/server.ts';

export interface BackupBench {
  archiveBytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  rows: number;
  objects: number;
}

export async function backupBench(): Promise<BackupBench> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-bench-backup-'));
  const source = await startLocalApi({ port: 0, dataDir: path.join(dir, 'source'), log: false });
  const target = await startLocalApi({ port: 0, dataDir: path.join(dir, 'target'), seed: false, log: false });
  const connect = (api: typeof source) => ({
    url: api.url,
    client: serviceClient(api.url, api.serviceRoleKey),
  });
  try {
    let started = performance.now();
    const { bytes, manifest } = await backupToFile({
      connection: connect(source),
      out: path.join(dir, 'seed.zip'),
    });
    const backupSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await restoreArchive({ file: path.join(dir, 'seed.zip'), target: connect(target) });
    return {
      archiveBytes: bytes,
      backupSeconds,
      restoreSeconds: (performance.now() - started) / 1000,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      objects: manifest.objects.length,
    };
  } finally {
    await Promise.all([source.stop(), target.stop()]);
    await rm(dir, { recursive: true, force: true });
  }
}
