import { createHash } from 'node:crypto';
import { MIGRATIONS_DIR } from '../../db/paths.ts';
import type { ManifestObject, Row, Snapshot, SnapshotObject } from '../archive/index.ts';
import { compareTarget, type RestoreContent } from './compare.ts';
import { formatBytes } from './format-bytes.ts';
import { moveStoredUrls } from './move-urls.ts';
import {
  clearTables,
  downloadObject,
  loadSnapshot,
  removeObjects,
  restoreRows,
  uploadObject,
  type ProjectConnection,
} from './project.ts';
import { RestoreRefused } from './refusal.ts';
import { migrateTables } from './upgrade.ts';
import { openVerifiedArchive, type VerifiedArchive } from './verify-archive.ts';

export interface RestoreOptions {
  file: string;
  target: ProjectConnection;
  /** Overwrite a target that holds other content. */
  replace?: boolean;
  migrationsDir?: string;
  log?: (line: string) => void;
  /** Objects uploaded at once. */
  concurrency?: number;
}

export interface RestoreSummary {
  schemaVersion: string;
  migratedFrom?: string;
  rowsWritten: number;
  objectsWritten: number;
  rows: number;
  objects: number;
}

/** A request body well under any gateway's limit (the local API's is 2 MB). */
const ROWS_CHUNK_BYTES = 512 * 1024;

function chunkRows(rows: Row[]): Row[][] {
  const chunks: Row[][] = [];
  let current: Row[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = JSON.stringify(row).length;
    if (current.length > 0 && size + rowSize > ROWS_CHUNK_BYTES) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += rowSize;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The archive's content as the target must end: migrated to its schema, URLs moved to it. */
async function contentFor(
  archive: VerifiedArchive,
  target: Snapshot,
  options: RestoreOptions,
  log: (line: string) => void,
): Promise<{ content: RestoreContent; migratedFrom?: string }> {
  const { manifest } = archive;
  const targetVersion = target.schemaVersion;
  if (!targetVersion) {
    throw new RestoreRefused(
      'target',
      `${options.target.url} has no migration history: apply the migrations first (\`supabase db push\`). Nothing was written.`,
    );
  }
  if (BigInt(manifest.schemaVersion) > BigInt(targetVersion)) {
    throw new RestoreRefused(
      'newer-schema',
      `The archive was made with schema version ${manifest.schemaVersion}, newer than the target's ${targetVersion}. Apply the newer migrations to the target first (\`supabase db push\` from a checkout that has them), then run the restore again. Nothing was written.`,
    );
  }
  let tables = manifest.tables.map((t) => ({
    name: t.name,
    keyColumns: t.keyColumns,
    accountColumns: t.accountColumns,
    rows: archive.rows.get(t.name)!,
  }));
  let migratedFrom: string | undefined;
  if (manifest.schemaVersion !== targetVersion) {
    log(`Migrating the archive from schema ${manifest.schemaVersion} to the target's ${targetVersion}…`);
    tables = await migrateTables(
      tables,
      manifest.schemaVersion,
      targetVersion,
      options.migrationsDir ?? MIGRATIONS_DIR,
    );
    migratedFrom = manifest.schemaVersion;
  }
  tables = tables.map((t) => ({
    ...t,
    rows: moveStoredUrls(t.rows, manifest.sourceUrl, options.target.url),
  }));

  const targetTables = new Set(target.tables.map((t) => t.name));
  const missingTable = tables.find((t) => !targetTables.has(t.name));
  const buckets = new Set(target.buckets);
  const missingBucket = manifest.objects.find((o) => !buckets.has(o.bucket));
  if (missingTable || missingBucket) {
    throw new RestoreRefused(
      'target',
      `The target has no ${missingTable ? `table ${missingTable.name}` : `bucket ${missingBucket!.bucket}`} although its schema version is ${targetVersion}: its migrations were not applied as recorded. Nothing was written.`,
    );
  }
  return { content: { tables, objects: manifest.objects }, migratedFrom };
}

/**
 * Restores an archive into a project: checks every checksum first, refuses (writing nothing) a damaged
 * archive, a newer schema or a target holding other content (unless `replace`), then writes the objects
 * and the rows that are not there yet, and verifies the result. Run again after an interruption, it
 * continues where it stopped.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const { target } = options;
  log(`Checking ${options.file}…`);
  const archive = await openVerifiedArchive(options.file);
  try {
    const { manifest } = archive;
    const rowTotal = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const byteTotal = manifest.objects.reduce((sum, o) => sum + o.size, 0);
    log(
      `Every checksum matches: ${manifest.tables.length} tables (${rowTotal} rows) and ${manifest.objects.length} objects (${formatBytes(byteTotal)}), schema ${manifest.schemaVersion}, made ${manifest.createdAt} from ${manifest.sourceUrl}.`,
    );
    const before = await loadSnapshot(target);
    const { content, migratedFrom } = await contentFor(archive, before, options, log);
    const targetSha = async (object: SnapshotObject) =>
      createHash('sha256')
        .update(await downloadObject(target, object))
        .digest('hex');
    let difference = await compareTarget(before, content, targetSha);
    if (difference.foreign.length > 0) {
      if (!options.replace) {
        throw new RestoreRefused(
          'not-empty',
          `The target ${target.url} is not empty:\n${difference.foreign.map((line) => `  - ${line}`).join('\n')}\nRestore into an empty project, or add --replace to replace everything there with the archive. Nothing was written.`,
        );
      }
      log(`Replacing the target's content (${difference.foreign.join('; ')})…`);
      await clearTables(target);
      for (const bucket of new Set(difference.foreignObjects.map((o) => o.bucket))) {
        const names = difference.foreignObjects.filter((o) => o.bucket === bucket).map((o) => o.name);
        await removeObjects(target, bucket, names);
      }
      difference = await compareTarget(await loadSnapshot(target), content, targetSha);
    }

    // Objects first: a restored row never points at a picture that is not there yet.
    let objectsWritten = 0;
    await forEachLimited(
      difference.missingObjects,
      options.concurrency ?? 4,
      async (object: ManifestObject) => {
        await uploadObject(target, object, await archive.zip.read(object.path));
        objectsWritten++;
        log(`objects ${objectsWritten}/${difference.missingObjects.length} ${object.bucket}/${object.name}`);
      },
    );
    let rowsWritten = 0;
    for (const table of content.tables) {
      for (const chunk of chunkRows(difference.missingRows.get(table.name) ?? [])) {
        rowsWritten += await restoreRows(target, table.name, chunk);
        log(`rows ${table.name} +${chunk.length}`);
      }
    }

    // The counts and contents afterwards: every row equal, every object there with its size.
    const after = await compareTarget(
      await loadSnapshot(target),
      content,
      async (o) => content.objects.find((c) => c.bucket === o.bucket && c.name === o.name)!.sha256,
    );
    const left = [...after.missingRows.values()].reduce((sum, rows) => sum + rows.length, 0);
    if (left > 0 || after.missingObjects.length > 0 || after.foreign.length > 0) {
      throw new Error(
        `The restore did not verify: ${left} row(s) and ${after.missingObjects.length} object(s) missing; ${after.foreign.join('; ') || 'nothing else differs'}. Run it again to continue.`,
      );
    }
    const restoredRows = content.tables.reduce((sum, t) => sum + t.rows.length, 0);
    log(
      `Restored and verified: ${restoredRows} rows in ${content.tables.length} tables and ${content.objects.length} objects (${rowsWritten} rows and ${objectsWritten} objects written now).`,
    );
    return {
      schemaVersion: before.schemaVersion!,
      migratedFrom,
      rowsWritten,
      objectsWritten,
      rows: restoredRows,
      objects: content.objects.length,
    };
  } finally {
    archive.zip.close();
  }
}
