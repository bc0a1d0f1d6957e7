import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { devUsers } from '../../db/dev-users.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { objectFilePath } from '../../db/storage-objects.ts';
import { namedObjectName } from '../../functions/_shared/picture-renditions.ts';
import { rolledBack } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';
import { parsePublicUrl, pdfIsConsistent, URL_COLUMNS } from './helpers/seed-files.ts';

async function count(
  db: { query: (sql: string) => Promise<{ rows: unknown[] }> },
  sql: string,
): Promise<number> {
  const { rows } = await db.query(sql);
  return Number((rows[0] as { n: number | string }).n);
}

describe.each(ENGINES)('seed on %s', (engineName) => {
  const engine = useEngine(engineName, { migrate: false });
  let first: { appliedMigrations: string[]; seeded: boolean };

  beforeAll(async () => {
    const started = Date.now();
    first = await prepareDatabase(engine.db, { storageDir: engine.storageDir, seed: true });
    console.log(`[${engineName}] bootstrap + migrations + seed: ${Date.now() - started} ms`);
  });

  it('runs once and remembers that it ran', async () => {
    expect(first.seeded).toBe(true);
    expect(await prepareDatabase(engine.db, { storageDir: engine.storageDir, seed: true })).toEqual({
      appliedMigrations: [],
      seeded: false,
    });
    expect(await count(engine.db, 'select count(*) as n from supabase_migrations.seed_files')).toBe(1);
  });

  it('has the content the issue asks for, with drafts beside it', async () => {
    const db = engine.db;
    const published = (table: string) =>
      count(db, `select count(*) as n from public.${table} where published`);
    const drafts = (table: string) =>
      count(db, `select count(*) as n from public.${table} where not published`);
    expect(await published('welcome_section')).toBe(1);
    expect(await published('announcements')).toBeGreaterThanOrEqual(6);
    expect(await published('events')).toBeGreaterThanOrEqual(8);
    expect(await published('leaders')).toBeGreaterThanOrEqual(8);
    expect(await published('ministries')).toBeGreaterThanOrEqual(6);
    expect(await published('gallery_albums')).toBeGreaterThanOrEqual(3);
    expect(await published('milestones')).toBeGreaterThanOrEqual(8);
    expect(await published('sermons')).toBeGreaterThanOrEqual(8);
    expect(await count(db, 'select count(*) as n from public.notices')).toBeGreaterThanOrEqual(6);
    for (const table of [
      'announcements',
      'events',
      'leaders',
      'ministries',
      'gallery_albums',
      'notices',
      'milestones',
      'sermons',
    ]) {
      expect(await drafts(table), table).toBeGreaterThanOrEqual(1);
    }
    expect(
      await count(
        db,
        `select count(*) as n from public.gallery_photos p join public.gallery_albums a on a.id = p.album_id where a.published`,
      ),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await count(
        db,
        `select count(distinct s.id) as n from public.sermons s join public.sermon_presentations p on p.sermon_id = s.id where s.published`,
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('always has upcoming and past events, a pinned notice and an expired one', async () => {
    const db = engine.db;
    expect(
      await count(db, 'select count(*) as n from public.events where published and starts_at > now()'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(db, 'select count(*) as n from public.events where published and starts_at < now()'),
    ).toBeGreaterThanOrEqual(3);
    const visibleToVisitors = await rolledBack(db, async (tx) => {
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`,
      );
      return (await tx.query<{ title: string; pinned: boolean }>('select title, pinned from public.notices'))
        .rows;
    });
    expect(visibleToVisitors.filter((n) => n.pinned)).toHaveLength(1);
    expect(
      await count(db, 'select count(*) as n from public.notices where published and expires_at < now()'),
    ).toBe(1);
    expect(visibleToVisitors.map((n) => n.title)).not.toContain('Easter programme (expired)');
  });

  it('sermons were preached on Sundays and Sunday services fall on Sundays', async () => {
    expect(
      await count(
        engine.db,
        'select count(*) as n from public.sermons where extract(dow from preached_on) <> 0',
      ),
    ).toBe(0);
    const { rows } = await engine.db.query<{ starts_at: Date }>(
      `select starts_at from public.events where title = 'Sunday Worship Service'`,
    );
    expect(rows.map((r) => new Date(r.starts_at).getDay())).toEqual([0]);
  });

  it('the service times in church_settings are the ones the events and notices state', async () => {
    const { rows } = await engine.db.query<{ service_times: { days: string[]; time: string }[] }>(
      'select service_times from public.church_settings',
    );
    const times = rows[0]!.service_times;
    const sunday = times.filter((t) => t.days.includes('sunday')).map((t) => t.time);
    expect(sunday).toEqual(['08:00', '10:30']);
    const { rows: events } = await engine.db.query<{ title: string; description: string; starts_at: Date }>(
      `select title, description, starts_at from public.events where title in ('Sunday Worship Service', 'Midweek Bible Study')`,
    );
    const clock = (d: Date) =>
      `${String(new Date(d).getHours()).padStart(2, '0')}:${String(new Date(d).getMinutes()).padStart(2, '0')}`;
    const worship = events.find((e) => e.title === 'Sunday Worship Service')!;
    expect(clock(worship.starts_at)).toBe(sunday[0]);
    expect(worship.description).toContain('8:00 and 10:30 am');
    const midweek = events.find((e) => e.title === 'Midweek Bible Study')!;
    expect(times.find((t) => t.days.includes('wednesday'))!.time).toBe(clock(midweek.starts_at));
    const { rows: notices } = await engine.db.query<{ summary: string }>(
      `select summary from public.notices where category = 'Services' and published`,
    );
    // A notice may announce a change (a combined service), never contradict the regular times.
    for (const n of notices) expect(n.summary).not.toMatch(/8:30/);
  });

  it('fills in every text of the visit page, leaving times and addresses to church_settings', async () => {
    const { rows } = await engine.db.query<Record<string, string | null>>(
      'select intro, what_to_expect, parking, childrens_church, getting_here from public.visit_page',
    );
    expect(rows).toHaveLength(1);
    for (const [column, text] of Object.entries(rows[0]!)) {
      expect(text, column).toMatch(/\S/);
      // A time written here would go stale when the office changes the service times.
      expect(text, column).not.toMatch(/\d{1,2}(:\d{2})?\s?(am|pm)\b|\d{1,2}:\d{2}/i);
    }
  });

  it('stores every referenced file at <storage>/<bucket>/<name> with a matching storage.objects row', async () => {
    const db = engine.db;
    const buckets = new Map(
      (
        await db.query<{ id: string; file_size_limit: string; allowed_mime_types: string[] }>(
          'select id, file_size_limit, allowed_mime_types from storage.buckets',
        )
      ).rows.map((b) => [b.id, b]),
    );
    let checked = 0;
    for (const [table, column] of URL_COLUMNS) {
      const { rows } = await db.query<{ url: string }>(
        `select ${column} as url from public.${table} where ${column} is not null`,
      );
      for (const { url } of rows) {
        const [bucket, encodedName] = parsePublicUrl(url) ?? [];
        expect(bucket, url).toBeTruthy();
        const name = decodeURIComponent(encodedName!);
        const object = await db.query<{ metadata: Record<string, unknown> }>(
          'select metadata from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        );
        expect(object.rows, url).toHaveLength(1);
        const data = await readFile(objectFilePath(engine.storageDir, bucket!, name));
        const metadata = object.rows[0]!.metadata;
        expect(metadata).toMatchObject({
          size: data.length,
          contentLength: data.length,
          eTag: `"${createHash('md5').update(data).digest('hex')}"`,
          cacheControl: 'max-age=3600',
          httpStatusCode: 200,
        });
        expect(buckets.get(bucket!)!.allowed_mime_types).toContain(metadata.mimetype);
        expect(data.length).toBeLessThanOrEqual(Number(buckets.get(bucket!)!.file_size_limit));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('pictures are photo-sized files in the format their metadata names', async () => {
    const { rows } = await engine.db.query<{ name: string; mimetype: string }>(
      `select name, metadata->>'mimetype' as mimetype from storage.objects
        where bucket_id = 'images' and name like 'gallery/%' and name !~ '\\.[0-9]+w\\.webp$'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    let bytes = 0;
    for (const { name, mimetype } of rows) {
      const data = await readFile(objectFilePath(engine.storageDir, 'images', name));
      const info = await sharp(data).metadata();
      expect(`image/${info.format}`).toBe(mimetype);
      expect(info.width).toBe(1600);
      expect(info.height).toBe(1067);
      bytes += data.length;
    }
    expect(bytes / rows.length).toBeGreaterThan(100_000);
    const formats = await engine.db.query<{ mimetype: string }>(
      `select distinct metadata->>'mimetype' as mimetype from storage.objects where bucket_id = 'images' order by 1`,
    );
    expect(formats.rows.map((r) => r.mimetype)).toEqual(['image/jpeg', 'image/webp']);
  });

  it('every item with a page of its own has its 1200×630 link-preview picture, a portrait shown whole', async () => {
    const { rows } = await engine.db.query<{ url: string; meta: { named?: string[]; height: number } }>(
      `select image_url as url, image_meta as meta from public.events where image_url is not null
       union all select image_url, image_meta from public.leaders where image_url is not null
       union all select thumbnail_url, thumbnail_meta from public.sermons where thumbnail_url is not null`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { url, meta } of rows) {
      expect(meta.named, url).toEqual(['share']);
      const name = namedObjectName(decodeURIComponent(parsePublicUrl(url)![1]!), 'share');
      const share = await readFile(objectFilePath(engine.storageDir, 'images', name));
      expect(await sharp(share).metadata(), name).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('presentation files are valid and described truthfully', async () => {
    const { rows } = await engine.db.query<{
      storage_path: string;
      file_size: string;
      mime_type: string;
      file_name: string;
    }>('select storage_path, file_size, mime_type, file_name from public.sermon_presentations');
    expect(new Set(rows.map((r) => r.mime_type))).toEqual(
      new Set(['application/pdf', 'application/vnd.oasis.opendocument.presentation']),
    );
    for (const row of rows) {
      const data = await readFile(
        objectFilePath(engine.storageDir, 'sermon-presentations', row.storage_path),
      );
      expect(Number(row.file_size)).toBe(data.length);
      expect(row.storage_path.endsWith(row.file_name)).toBe(true);
      if (row.mime_type === 'application/pdf') expect(pdfIsConsistent(data), row.storage_path).toBe(true);
      else {
        // An OpenDocument package: a zip whose first entry is the uncompressed `mimetype` file.
        expect(data.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
        expect(data.subarray(30, 38).toString('latin1')).toBe('mimetype');
        expect(data.subarray(38, 38 + 47).toString('latin1')).toBe(row.mime_type);
      }
    }
  });

  it('creates the dev users (their rules: dev-users.test.ts)', async () => {
    const { admin, member } = devUsers({});
    const { rows } = await engine.db.query<{ email: string }>('select email from auth.users order by email');
    expect(rows.map((r) => r.email)).toEqual([admin.email, member.email]);
  });

  it('builds every stored URL from prepareDatabase({ publicUrl })', async () => {
    const db = await engine.freshDatabase();
    await prepareDatabase(db, {
      storageDir: engine.storageDir,
      seed: true,
      publicUrl: 'http://127.0.0.1:54399/',
    });
    const { rows } = await db.query<{ url: string }>(
      `select image_url as url from public.events union all select cover_image_url from public.gallery_albums
       union all select attachment_url from public.notices where attachment_url is not null`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { url } of rows)
      expect(url).toMatch(
        /^http:\/\/127\.0\.0\.1:54399\/storage\/v1\/object\/public\/(images|sermon-presentations)\//,
      );
  });
});
