import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { backupProject, MANIFEST_PATH, sha256Hex, type Manifest } from '../../backup/archive/index.ts';
import { backupToFile } from '../../backup/node/backup-to-file.ts';
import { ADMIN, MEMBER } from '../api/helpers.ts';
import { tempFile, useProjects, type TestProject } from './fixture.ts';

async function signedIn(project: TestProject, user: { email: string; password: string }) {
  const client = project.anon();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

async function refusedWith(project: TestProject, user?: { email: string; password: string }) {
  const client = user ? await signedIn(project, user) : project.anon();
  const { data, error } = await client.functions.invoke('backup-snapshot');
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { error: string } };
}

/** What two archives of the same content share, whoever made them. */
const contentOf = (manifest: Manifest) => ({
  schemaVersion: manifest.schemaVersion,
  tables: manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
  objects: manifest.objects.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
});

describe('the Backup page’s path: an admin’s session and the backup-snapshot Edge Function', () => {
  const project = useProjects('pglite');
  let church: TestProject;
  beforeAll(async () => {
    church = await project({ seed: true });
  });

  it('refuses visitors and signed-in members', async () => {
    expect(await refusedWith(church)).toEqual({
      status: 401,
      body: { error: 'not_signed_in', message: 'Your session has ended. Sign in again and retry.' },
    });
    expect(await refusedWith(church, MEMBER)).toEqual({
      status: 403,
      body: { error: 'not_admin', message: 'Only administrators can make a backup.' },
    });
    // Nor can any client call the snapshot itself: only the service role may.
    const { error } = await (await signedIn(church, ADMIN)).rpc('backup_snapshot');
    expect(error?.code).toBe('42501');
  });

  it('makes, with the admin’s session, the same archive as `pnpm backup`', async () => {
    const admin = await signedIn(church, ADMIN);
    const chunks: Uint8Array[] = [];
    const stages = new Set<string>();
    const fromPage = await backupProject({
      client: admin,
      sourceUrl: church.url,
      async loadSnapshot() {
        const { data, error } = await admin.functions.invoke('backup-snapshot');
        if (error) throw error;
        return data;
      },
      write: (chunk) => chunks.push(chunk),
      onProgress: (progress) => stages.add(progress.stage),
    });
    expect([...stages]).toEqual(['snapshot', 'tables', 'objects', 'finishing', 'done']);
    const { manifest: fromCli } = await backupToFile({
      connection: church.connection,
      out: await tempFile('cli.zip'),
    });
    expect(contentOf(fromPage)).toEqual(contentOf(fromCli));
    // What the page hands the browser to save is that archive, every file as its manifest says.
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(JSON.parse(new TextDecoder().decode(files[MANIFEST_PATH]))).toEqual(fromPage);
    for (const entry of [...fromPage.tables, ...fromPage.objects]) {
      expect(await sha256Hex(files[entry.path]!), entry.path).toBe(entry.sha256);
    }
  });
});
