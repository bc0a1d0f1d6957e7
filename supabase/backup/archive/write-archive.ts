import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  encodeRows,
  MANIFEST_PATH,
  objectPath,
  tablePath,
  type Manifest,
  type Snapshot,
  type SnapshotObject,
} from './format.ts';
import { sha256Hex } from './sha256.ts';

export interface BackupProgress {
  stage: 'tables' | 'objects' | 'finishing' | 'done';
  objectsDone: number;
  objectsTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface WriteArchiveOptions {
  snapshot: Snapshot;
  /** The project's URL: stored URLs that start with it are moved to the target's on restore. */
  sourceUrl: string;
  /** The bytes of one stored object (the CLI reads with the service role, the page with the admin's session). */
  readObject(object: SnapshotObject): Promise<Uint8Array>;
  /** Receives the zip's bytes in order. */
  write(chunk: Uint8Array): void;
  onProgress?(progress: BackupProgress): void;
  /** Objects downloaded at once. */
  concurrency?: number;
  now?: Date;
}

const encoder = new TextEncoder();

/**
 * Writes one backup archive (see format.ts) from a snapshot: the tables as JSON, then every object,
 * then the manifest with each file's size and SHA-256. Used alike by `pnpm backup` and the admin's
 * Backup page, so both make the same archive.
 */
export async function writeArchive(options: WriteArchiveOptions): Promise<Manifest> {
  const { snapshot } = options;
  if (!snapshot.schemaVersion) {
    throw new Error(
      'The project has no migration history (supabase_migrations.schema_migrations): apply the migrations with `supabase db push` first.',
    );
  }
  const now = options.now ?? new Date();
  let failed: Error | undefined;
  let finished = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failed ??= error;
    else options.write(chunk);
    if (final) finished = true;
  });
  const add = (entry: ZipInputFile & { push(data: Uint8Array, final?: boolean): void }, data: Uint8Array) => {
    entry.mtime = now;
    zip.add(entry);
    entry.push(data, true);
    if (failed) throw failed;
  };
  const text = (path: string, content: string) => {
    const bytes = encoder.encode(content);
    add(new ZipDeflate(path, { level: 6 }), bytes);
    return bytes;
  };

  const progress: BackupProgress = {
    stage: 'tables',
    objectsDone: 0,
    objectsTotal: snapshot.objects.length,
    bytesDone: 0,
    bytesTotal: snapshot.objects.reduce((sum, o) => sum + o.size, 0),
  };
  options.onProgress?.({ ...progress });

  const tables: Manifest['tables'] = [];
  for (const table of snapshot.tables) {
    const path = tablePath(table.name);
    const bytes = text(path, encodeRows(table.rows));
    tables.push({
      name: table.name,
      path,
      rows: table.rows.length,
      bytes: bytes.length,
      sha256: await sha256Hex(bytes),
      keyColumns: table.keyColumns,
      accountColumns: table.accountColumns,
    });
  }

  progress.stage = 'objects';
  options.onProgress?.({ ...progress });
  const objects: Manifest['objects'] = [];
  const window = Math.max(1, options.concurrency ?? 4);
  const downloads = snapshot.objects.map(() => undefined as Promise<Uint8Array> | undefined);
  const start = (i: number) => {
    if (i < snapshot.objects.length) downloads[i] ??= options.readObject(snapshot.objects[i]!);
  };
  for (let i = 0; i < snapshot.objects.length; i++) {
    for (let ahead = i; ahead < i + window; ahead++) start(ahead);
    const object = snapshot.objects[i]!;
    const data = await downloads[i]!;
    downloads[i] = undefined;
    const path = objectPath(object.bucket, object.name);
    // Pictures, audio and slides are compressed already: stored as they are.
    add(new ZipPassThrough(path), data);
    objects.push({
      bucket: object.bucket,
      name: object.name,
      path,
      size: data.length,
      sha256: await sha256Hex(data),
      contentType: object.contentType,
      cacheControl: object.cacheControl,
    });
    progress.objectsDone++;
    progress.bytesDone += object.size;
    options.onProgress?.({ ...progress });
  }

  progress.stage = 'finishing';
  options.onProgress?.({ ...progress });
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: now.toISOString(),
    schemaVersion: snapshot.schemaVersion,
    sourceUrl: options.sourceUrl.replace(/\/+$/, ''),
    tables,
    excludedTables: snapshot.excluded,
    buckets: snapshot.buckets,
    objects,
  };
  text(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  zip.end();
  if (failed) throw failed;
  if (!finished) throw new Error('The zip writer did not finish');
  progress.stage = 'done';
  options.onProgress?.({ ...progress });
  return manifest;
}
