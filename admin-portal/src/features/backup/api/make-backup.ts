import { FunctionsHttpError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useMutation } from 'shared-ui/mutation';
// The archive's manifest is checked with zod; shared-ui/forms switches zod's JIT probe off, which the
// CSP would report as a blocked eval when /admin/backup is the first admin page a visit opens.
import 'shared-ui/forms';
import { archiveFileName, backupProject, type BackupProgress, type Manifest } from 'supabase/backup/archive';
import { db } from '../../../lib/supabase';

export type BackupStep = BackupProgress | { stage: 'snapshot' };

export interface FinishedBackup {
  file: File;
  manifest: Manifest;
}

/** The Edge Function's own message (not signed in, not an admin) rather than supabase-js's generic one. */
async function snapshotError(error: unknown): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { message?: string } | null;
    if (body?.message) return new Error(body.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The whole church in one archive, made in this browser: the snapshot comes from the `backup-snapshot`
 * Edge Function (the service role stays on the server), the files are downloaded with the admin's own
 * session, and the zip is written by the same module as `pnpm backup`.
 */
export async function makeBackup(
  supabaseUrl: string,
  onProgress: (step: BackupStep) => void,
  now = new Date(),
): Promise<FinishedBackup> {
  const client = db();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const manifest = await backupProject({
    client,
    sourceUrl: supabaseUrl,
    now,
    async loadSnapshot() {
      const { data, error } = await client.functions.invoke('backup-snapshot');
      if (error) throw await snapshotError(error);
      return data;
    },
    write: (chunk) => parts.push(chunk as Uint8Array<ArrayBuffer>),
    onProgress,
  });
  return { manifest, file: new File(parts, archiveFileName(now), { type: 'application/zip' }) };
}

/** Making a backup, with the step it is at. */
export function useMakeBackup(supabaseUrl: string) {
  const [step, setStep] = useState<BackupStep | null>(null);
  const mutation = useMutation({
    mutationFn: () => makeBackup(supabaseUrl, setStep),
    // A backup is made once per click: a failure is shown, never silently tried again.
    retry: false,
    onMutate: () => setStep({ stage: 'snapshot' }),
  });
  return { ...mutation, step };
}
