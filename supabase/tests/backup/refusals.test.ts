import { unzipSync, zipSync } from 'fflate';
import { copyFile, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_PATH, type Manifest, type Snapshot } from '../../backup/archive/index.ts';
import { backupToFile } from '../../backup/node/backup-to-file.ts';
import { RestoreRefused, type RefusalReason } from '../../backup/node/refusal.ts';
import { restoreArchive } from '../../backup/node/restore.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../db/paths.ts';
import { movedTo, tempDir, tempFile, useProjects, type TestProject } from './fixture.ts';

/** A copy of the archive with its files changed by `edit` (the zip itself stays well-formed). */
async function edited(file: string, edit: (files: Record<string, Uint8Array>) => void): Promise<string> {
  const files = unzipSync(new Uint8Array(await readFile(file)));
  edit(files);
  const out = await tempFile('edited.zip');
  await writeFile(out, zipSync(files, { level: 0 }));
  return out;
}

function editManifest(change: (manifest: Manifest) => void) {
  return (files: Record<string, Uint8Array>) => {
    const manifest = JSON.parse(new TextDecoder().decode(files[MANIFEST_PATH])) as Manifest;
    change(manifest);
    files[MANIFEST_PATH] = new TextEncoder().encode(JSON.stringify(manifest));
  };
}

async function refusal(run: Promise<unknown>): Promise<{ reason: RefusalReason; message: string }> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  return { reason: (error as RestoreRefused).reason, message: (error as Error).message };
}

describe('restore refuses, writing nothing', () => {
  const project = useProjects('pglite');
  let source: TestProject;
  let empty: TestProject;
  let file: string;
  let manifest: Manifest;

  const restoreIntoEmpty = (archive: string) => restoreArchive({ file: archive, target: empty.connection });
  let untouched: Snapshot;
  /** Exactly as the new project was: its migrations' own rows (the settings row), nothing else. */
  async function expectEmpty() {
    expect(await empty.snapshot()).toEqual(untouched);
  }

  beforeAll(async () => {
    source = await project({ seed: true });
    empty = await project({ seed: false });
    untouched = await empty.snapshot();
    expect(untouched.objects).toEqual([]);
    file = await tempFile('source.zip');
    ({ manifest } = await backupToFile({ connection: source.connection, out: file }));
  });

  it('an archive with a damaged byte, naming the damaged file', async () => {
    const object = manifest.objects.find((o) => o.size > 100_000)!;
    const damaged = await edited(file, (files) => {
      files[object.path]![50_000]! ^= 0xff;
    });
    const { reason, message } = await refusal(restoreIntoEmpty(damaged));
    expect(reason).toBe('damaged');
    expect(message).toBe(
      `The archive is damaged: ${object.path} does not match its checksum. Nothing was written.`,
    );
    await expectEmpty();
  });

  it('an archive changed on disk (its CRC-32 no longer matches) or cut short', async () => {
    const flipped = await tempFile('flipped.zip');
    const bytes = await readFile(file);
    // Objects are stored uncompressed: find one's bytes in the file and change one in its middle.
    const object = manifest.objects.find((o) => o.size > 100_000)!;
    const data = Buffer.from(
      unzipSync(new Uint8Array(bytes), { filter: (f) => f.name === object.path })[object.path]!,
    );
    bytes[bytes.indexOf(data.subarray(0, 64)) + 50_000]! ^= 0x01;
    await writeFile(flipped, bytes);
    expect((await refusal(restoreIntoEmpty(flipped))).message).toBe(
      `The archive is damaged: ${object.path} does not match its CRC-32. Nothing was written.`,
    );

    const cut = await tempFile('cut.zip');
    await copyFile(file, cut);
    await truncate(cut, Math.floor(bytes.length * 0.7));
    expect((await refusal(restoreIntoEmpty(cut))).message).toMatch(
      /^The archive is damaged: not a complete zip file/,
    );

    const edits = await edited(
      file,
      editManifest((m) => (m.tables[0]!.rows += 1)),
    );
    expect((await refusal(restoreIntoEmpty(edits))).message).toMatch(/holds \d+ rows, not \d+/);
    await expectEmpty();
  });

  it('an archive from a newer schema, naming both versions', async () => {
    const newer = await edited(
      file,
      editManifest((m) => (m.schemaVersion = '29991231235959')),
    );
    const { reason, message } = await refusal(restoreIntoEmpty(newer));
    expect(reason).toBe('newer-schema');
    expect(message).toContain(
      `schema version 29991231235959, newer than the target's ${manifest.schemaVersion}`,
    );
    await expectEmpty();

    const unknown = await edited(
      file,
      editManifest((m) => (m.schemaVersion = '20000101000000')),
    );
    expect((await refusal(restoreIntoEmpty(unknown))).reason).toBe('unknown-schema');
    await expectEmpty();
  });

  it('a target that holds other content, unless told to replace it', async () => {
    const other = await project({ seed: true });
    const before = await other.snapshot();
    const { reason, message } = await refusal(restoreArchive({ file, target: other.connection }));
    expect(reason).toBe('not-empty');
    expect(message).toContain(
      `The target ${other.url} is not empty:\n  - announcements: 7 row(s) not in the archive`,
    );
    expect(message).toContain('add --replace');
    expect(await other.snapshot()).toEqual(before);

    await restoreArchive({ file, target: other.connection, replace: true });
    expect((await other.snapshot()).tables).toEqual(
      movedTo(await source.snapshot(), source.url, other.url).tables,
    );
  });

  it('migrates an archive from an older schema with the real migrations', async () => {
    const migrations = await tempDir();
    for (const name of await readdir(MIGRATIONS_DIR))
      await copyFile(path.join(MIGRATIONS_DIR, name), path.join(migrations, name));
    await writeFile(
      path.join(migrations, '29991231000000_backup_test_event_notes.sql'),
      `alter table public.events add column note text not null default '';
       update public.events set note = 'Was: ' || title;`,
    );
    const later = await project({ seed: false });
    await applyMigrations(later.api.db, migrations);
    await later.api.reloadSchema();

    const summary = await restoreArchive({ file, target: later.connection, migrationsDir: migrations });
    expect(summary).toMatchObject({ migratedFrom: manifest.schemaVersion, schemaVersion: '29991231000000' });
    const events = (await later.snapshot()).tables.find((t) => t.name === 'events')!.rows;
    expect(events).toHaveLength(manifest.tables.find((t) => t.name === 'events')!.rows);
    for (const event of events) expect(event.note).toBe(`Was: ${event.title}`);
  });
});
