import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../backup/archive/index.ts';
import { backupToFile } from '../../backup/node/backup-to-file.ts';
import { restoreArchive } from '../../backup/node/restore.ts';
import { movedTo, tempFile, useProjects, type TestProject } from './fixture.ts';

/** Every table as a visitor reads it, plus the embeds the public pages use (in a stated order: rows have no other). */
function publicReads(manifest: Manifest): string[] {
  return [
    ...manifest.tables.map((t) => `${t.name}?select=*&order=${t.keyColumns.join(',')}`),
    'gallery_albums?select=*,gallery_photos(*)&order=display_order,id&gallery_photos.order=display_order,id',
    'sermons?select=*,sermon_presentations(*)&order=preached_on.desc,id&sermon_presentations.order=id',
  ];
}

async function read(project: TestProject, path: string, body?: unknown) {
  const response = await fetch(`${project.url}/rest/v1/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      apikey: project.api.anonKey,
      'Accept-Encoding': 'identity',
      'Content-Type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.text() };
}

describe.each(['pglite', 'postgres'] as const)('backup round trip on %s', (engine) => {
  const project = useProjects(engine);
  let source: TestProject;
  let target: TestProject;
  let manifest: Manifest;

  beforeAll(async () => {
    source = await project({ seed: true });
    const file = await tempFile('round-trip.zip');
    ({ manifest } = await backupToFile({ connection: source.connection, out: file }));
    target = await project({ seed: false });
    await restoreArchive({ file, target: target.connection });
  });

  it('holds every table of the schema but user_roles, every bucket and every stored object', async () => {
    const { rows: tables } = await source.api.db.query<{ name: string }>(
      `select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
    );
    const archived = manifest.tables.map((t) => t.name);
    expect([...archived, ...manifest.excludedTables.map((t) => t.name)].sort()).toEqual(
      tables.map((t) => t.name),
    );
    // Accounts are the project's Auth: the only table left out is the one whose rows are accounts' roles.
    expect(manifest.excludedTables.map((t) => t.name)).toEqual(['user_roles']);

    const { rows: buckets } = await source.api.db.query<{ id: string }>(
      'select id from storage.buckets order by id',
    );
    expect(manifest.buckets).toEqual(buckets.map((b) => b.id));
    const { rows: objects } = await source.api.db.query<{ n: number }>(
      'select count(*)::int as n from storage.objects',
    );
    expect(manifest.objects).toHaveLength(objects[0]!.n);
    expect(new Set(manifest.objects.map((o) => o.bucket))).toEqual(new Set(manifest.buckets));

    for (const table of manifest.tables) {
      const { rows } = await source.api.db.query<{ n: number }>(
        `select count(*)::int as n from public.${table.name}`,
      );
      expect(table.rows, table.name).toBe(rows[0]!.n);
    }
    expect(manifest.tables.reduce((sum, t) => sum + t.rows, 0)).toBeGreaterThan(50);
  });

  it('answers every public read as the source did, with stored URLs naming the new project', async () => {
    for (const path of publicReads(manifest)) {
      const [before, after] = [await read(source, path), await read(target, path)];
      expect(after.status, path).toBe(before.status);
      expect(after.body, path).toBe(
        before.body.split(`${source.url}/storage/v1/`).join(`${target.url}/storage/v1/`),
      );
    }
    // The search index is derived from the rows, not archived: the restore's inserts rebuild it.
    for (const q of ['prayer', 'youth', 'harvest thanksgiving']) {
      const [before, after] = [
        await read(source, 'rpc/search_content', { q }),
        await read(target, 'rpc/search_content', { q }),
      ];
      expect(after.status, q).toBe(200);
      expect(JSON.parse(after.body).length, q).toBeGreaterThan(0);
      expect(after.body, q).toBe(
        before.body.split(`${source.url}/storage/v1/`).join(`${target.url}/storage/v1/`),
      );
    }
    const welcome = JSON.parse((await read(target, 'welcome_section?select=image_url')).body) as {
      image_url: string;
    }[];
    expect(welcome[0]!.image_url.startsWith(`${target.url}/storage/v1/object/public/images/`)).toBe(true);
  });

  it('serves every stored object byte for byte', async () => {
    for (const object of manifest.objects) {
      const path = `/storage/v1/object/public/${object.bucket}/${object.name.split('/').map(encodeURIComponent).join('/')}`;
      const [before, after] = await Promise.all([fetch(source.url + path), fetch(target.url + path)]);
      expect(after.status, path).toBe(200);
      expect(after.headers.get('content-type'), path).toBe(before.headers.get('content-type'));
      expect(
        Buffer.from(await after.arrayBuffer()).equals(Buffer.from(await before.arrayBuffer())),
        path,
      ).toBe(true);
    }
  });

  it('holds every row as the source held it, unpublished rows and messages included', async () => {
    const [before, after] = await Promise.all([source.snapshot(), target.snapshot()]);
    expect(after.schemaVersion).toBe(before.schemaVersion);
    expect(after.tables).toEqual(movedTo(before, source.url, target.url).tables);
    expect(after.objects.map(({ bucket, name, size }) => ({ bucket, name, size }))).toEqual(
      before.objects.map(({ bucket, name, size }) => ({ bucket, name, size })),
    );
  });
});
