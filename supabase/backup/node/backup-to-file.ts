import { closeSync, fsyncSync, openSync, statSync, writeSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_NAME, archiveFileName, backupProject, type Manifest } from '../archive/index.ts';
import { formatBytes } from './format-bytes.ts';
import { loadSnapshot, type ProjectConnection } from './project.ts';

export interface BackupToFileOptions {
  connection: ProjectConnection;
  /** A file, or a folder (existing, or ending in /) that gets `piwc-backup-<UTC time>.zip`. */
  out: string;
  /** In that folder, keep only the newest N archives named as above. */
  keep?: number;
  log?: (line: string) => void;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  removed: string[];
}

function isFolder(out: string): boolean {
  if (out.endsWith('/') || out.endsWith(path.sep)) return true;
  try {
    return statSync(out).isDirectory();
  } catch {
    return false;
  }
}

/** Oldest first out: names carry the UTC time, so their order is their age. */
async function pruneArchives(folder: string, keep: number): Promise<string[]> {
  const archives = (await readdir(folder)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives
    .slice(0, Math.max(0, archives.length - keep))
    .map((name) => path.join(folder, name));
  for (const file of removed) await rm(file);
  return removed;
}

/**
 * `pnpm backup`: the project's archive written to a file. The zip grows in `<file>.partial` and is renamed
 * once complete, so an interrupted backup never leaves something that looks like an archive.
 */
export async function backupToFile(options: BackupToFileOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const folder = isFolder(options.out);
  const file = folder ? path.join(options.out, archiveFileName(now)) : options.out;
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  let bytes = 0;
  let lastTenth = -1;
  try {
    const manifest = await backupProject({
      client: options.connection.client,
      sourceUrl: options.connection.url,
      loadSnapshot: () => loadSnapshot(options.connection),
      now,
      write(chunk) {
        writeSync(fd, chunk);
        bytes += chunk.length;
      },
      onProgress(progress) {
        if (progress.stage === 'snapshot') log(`Reading ${options.connection.url}…`);
        else if (progress.stage === 'objects' && progress.objectsTotal > 0) {
          const tenth = Math.floor((progress.objectsDone / progress.objectsTotal) * 10);
          if (tenth !== lastTenth) {
            lastTenth = tenth;
            log(
              `objects ${progress.objectsDone}/${progress.objectsTotal} (${formatBytes(progress.bytesDone)})`,
            );
          }
        }
      },
    });
    fsyncSync(fd);
    closeSync(fd);
    await rename(partial, file);
    const removed =
      options.keep !== undefined
        ? await pruneArchives(folder ? options.out : path.dirname(file), options.keep)
        : [];
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `Wrote ${file} (${formatBytes(bytes)}): ${manifest.tables.length} tables, ${rows} rows, ${manifest.objects.length} objects, schema ${manifest.schemaVersion}.`,
    );
    for (const old of removed) log(`Removed ${old} (keeping the newest ${options.keep}).`);
    return { file, bytes, manifest, removed };
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    await rm(partial, { force: true });
    throw error;
  }
}
