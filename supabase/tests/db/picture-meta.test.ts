import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  parsePictureMeta,
  variantObjectName,
  type PictureMeta,
} from '../../functions/_shared/picture-renditions.ts';
import { variantWidthsFor } from '../../../shared-ui/src/pictures/picture-plan.ts';
import { pictureColumns } from '../../db/picture-columns.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { objectFilePath, publicObjectUrl } from '../../db/storage-objects.ts';
import { rolledBack } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

const META: PictureMeta = {
  width: 1600,
  height: 1067,
  variants: [320, 480],
  placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
};

describe.each(ENGINES)('picture meta on %s', (engineName) => {
  const engine = useEngine(engineName);

  it('sits beside every picture column of the content', async () => {
    expect(await pictureColumns(engine.db)).toEqual(
      [
        ['announcements', 'image_url'],
        ['events', 'image_url'],
        ['gallery_albums', 'cover_image_url'],
        ['gallery_photos', 'image_url'],
        ['leaders', 'image_url'],
        ['milestones', 'image_url'],
        ['ministries', 'image_url'],
        ['notices', 'image_url'],
        ['podcast_settings', 'artwork_url'],
        ['sermons', 'thumbnail_url'],
        ['welcome_section', 'image_url'],
      ].map(([table, urlColumn]) => ({ table, urlColumn, metaColumn: urlColumn!.replace(/_url$/, '_meta') })),
    );
  });

  const insertEvent = (meta: unknown, url: string | null = 'https://x.test/a.jpg') =>
    rolledBack(engine.db, async (tx) => {
      await tx.query(
        `insert into public.events (title, starts_at, image_url, image_meta) values ('E', now(), $1, $2)`,
        [url, meta === undefined ? null : JSON.stringify(meta)],
      );
      return 'stored';
    }).catch((error: Error) => error.message);

  it('keeps the shape pages read, and nothing else', async () => {
    expect(await insertEvent(META)).toBe('stored');
    expect(await insertEvent({ ...META, named: ['share'] })).toBe('stored');
    expect(await insertEvent({ ...META, variants: [] })).toBe('stored');
    for (const bad of [
      { ...META, width: 0 },
      { ...META, width: 10.5 },
      { ...META, height: '1067' },
      { ...META, variants: [320, 2000] },
      { ...META, variants: 'all' },
      { ...META, placeholder: 'not base64!' },
      { ...META, named: ['Share picture'] },
      { ...META, extra: true },
      [META],
    ])
      expect(await insertEvent(bad), JSON.stringify(bad)).toMatch(/events_image_meta_valid/);
    expect(await insertEvent(META, null)).toMatch(/events_image_meta_valid/);
  });

  it('is forgotten when the picture changes without it, kept otherwise', async () => {
    const after = await rolledBack(engine.db, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.events (title, starts_at, image_url, image_meta) values ('E', now(), 'https://x.test/a.jpg', $1) returning id`,
        [JSON.stringify(META)],
      );
      const id = rows[0]!.id;
      const metaNow = async () =>
        (await tx.query<{ m: unknown }>('select image_meta as m from public.events where id = $1', [id]))
          .rows[0]!.m;
      await tx.query(`update public.events set title = 'F', image_url = image_url where id = $1`, [id]);
      const sameUrl = await metaNow();
      await tx.query(`update public.events set image_meta = $2 where id = $1`, [
        id,
        JSON.stringify({ ...META, width: 2000 }),
      ]);
      const newMeta = await metaNow();
      await tx.query(
        `update public.events set image_url = 'https://x.test/b.jpg', image_meta = $2 where id = $1`,
        [id, JSON.stringify(META)],
      );
      const both = await metaNow();
      await tx.query(`update public.events set image_url = 'https://x.test/c.jpg' where id = $1`, [id]);
      const urlOnly = await metaNow();
      return { sameUrl, newMeta, both, urlOnly };
    });
    expect(after.sameUrl).toEqual(META);
    expect(after.newMeta).toEqual({ ...META, width: 2000 });
    expect(after.both).toEqual(META);
    expect(after.urlOnly).toBeNull();
  });
});

describe('the seed ships prepared', () => {
  const engine = useEngine('pglite', { migrate: false });
  beforeAll(async () => {
    await prepareDatabase(engine.db, { storageDir: engine.storageDir, seed: true });
  });

  it('records every seeded picture with variants that exist at the widths it says', async () => {
    const prefix = `${publicObjectUrl('images', '')}`;
    let checked = 0;
    for (const { table, urlColumn, metaColumn } of await pictureColumns(engine.db)) {
      const { rows } = await engine.db.query<{ url: string | null; meta: unknown }>(
        `select "${urlColumn}" as url, "${metaColumn}" as meta from public."${table}"`,
      );
      for (const { url, meta } of rows) {
        if (!url) {
          expect(meta, `${table} without a picture`).toBeNull();
          continue;
        }
        const parsed = parsePictureMeta(meta);
        expect(parsed, `${table}: ${url}`).not.toBeNull();
        const name = decodeURIComponent(url.slice(prefix.length));
        const original = await sharp(objectFilePath(engine.storageDir, 'images', name)).metadata();
        expect([parsed!.width, parsed!.height]).toEqual([original.width, original.height]);
        expect(parsed!.variants).toEqual(variantWidthsFor(original.width));
        expect(atob(parsed!.placeholder).length).toBeLessThanOrEqual(32);
        for (const width of parsed!.variants) {
          const file = objectFilePath(engine.storageDir, 'images', variantObjectName(name, width));
          const variant = await sharp(await readFile(file)).metadata();
          expect([variant.format, variant.width]).toEqual(['webp', width]);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('stores the variants as storage objects, so the API serves and lists them', async () => {
    const { rows } = await engine.db.query<{ n: string }>(
      `select count(*) as n from storage.objects where bucket_id = 'images' and name ~ '\\.[0-9]+w\\.webp$' and metadata ->> 'mimetype' = 'image/webp'`,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(200);
  });
});
