import type { SupabaseClient } from '@supabase/supabase-js';
import { snapshotSchema, type Manifest, type Snapshot } from './format.ts';
import { writeArchive, type BackupProgress } from './write-archive.ts';

export interface BackupProjectOptions {
  /** Service role (CLI) or an admin's session (the Backup page): objects are downloaded with it. */
  client: SupabaseClient;
  sourceUrl: string;
  /** `public.backup_snapshot()`'s JSON: by RPC with the service role, or from the `backup-snapshot` Edge Function. */
  loadSnapshot(): Promise<unknown>;
  write(chunk: Uint8Array): void;
  onProgress?(progress: BackupProgress | { stage: 'snapshot' }): void;
  now?: Date;
}

export function parseSnapshot(value: unknown): Snapshot {
  const parsed = snapshotSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `The project's backup snapshot has an unexpected shape (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}); are its migrations up to date?`,
    );
  }
  return parsed.data;
}

/** The one path from a project to an archive, for the CLI and the admin page alike. */
export async function backupProject(options: BackupProjectOptions): Promise<Manifest> {
  options.onProgress?.({ stage: 'snapshot' });
  const snapshot = parseSnapshot(await options.loadSnapshot());
  return writeArchive({
    snapshot,
    sourceUrl: options.sourceUrl,
    write: options.write,
    onProgress: options.onProgress,
    now: options.now,
    async readObject(object) {
      const { data, error } = await options.client.storage.from(object.bucket).download(object.name);
      if (error || !data) {
        throw new Error(`Could not download ${object.bucket}/${object.name}: ${error?.message ?? 'no data'}`);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
  });
}
