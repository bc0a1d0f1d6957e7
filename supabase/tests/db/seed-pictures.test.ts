import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { objectFilePath, publicObjectUrl } from '../../db/storage-objects.ts';
import { cachedPicture } from '../../seed/picture-cache.ts';
import { renderPicture } from '../../seed/pictures.ts';
import { preparePicture } from '../../seed/prepare-picture.ts';

describe('helpers without a database', () => {
  it('public URLs follow SUPABASE_PUBLIC_URL and encode each path segment', () => {
    expect(publicObjectUrl('images', 'a b/c.jpg', {})).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/images/a%20b/c.jpg',
    );
    expect(publicObjectUrl('images', 'x.jpg', { SUPABASE_PUBLIC_URL: 'https://cdn.example.org/' })).toBe(
      'https://cdn.example.org/storage/v1/object/public/images/x.jpg',
    );
  });

  it('object paths cannot escape their bucket folder', () => {
    expect(() => objectFilePath('/data', 'images', '../../etc/passwd')).toThrow(/escapes/);
    expect(objectFilePath('/data', 'images', 'a/b.jpg')).toBe('/data/images/a/b.jpg');
  });
});

describe('link-preview rendition', () => {
  it('shows a portrait whole in the middle of the 1200×630 frame, so no face is cut', async () => {
    const portrait = await renderPicture({
      shape: 'portrait',
      width: 800,
      height: 1000,
      format: 'jpeg',
      seed: 7,
    });
    const { renditions } = await preparePicture('leaders/a.jpg', portrait, { named: ['share'] });
    const share = renditions.find((r) => r.name === 'leaders/a.share.jpg')!.data;
    const thumb = (input: Sharp) => input.resize(40, 50, { fit: 'fill' }).greyscale().raw().toBuffer();
    const original = await thumb(sharp(portrait));
    // 630 px high → the portrait is 504 px wide, centred: x 348 to 852.
    const middle = await thumb(sharp(share).extract({ left: 348, top: 0, width: 504, height: 630 }));
    const difference = original.reduce((sum, v, i) => sum + Math.abs(v - middle[i]!), 0) / original.length;
    expect(difference).toBeLessThan(8);
  });
});

describe('picture cache', () => {
  it('renders a picture once and then serves the same bytes from the cache', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-pictures-'));
    try {
      const spec = { shape: 'scene' as const, width: 320, height: 200, format: 'webp' as const, seed: 3 };
      const first = await cachedPicture(spec, dir);
      expect((await sharp(first).metadata()).format).toBe('webp');
      expect(await readdir(dir)).toHaveLength(1);
      expect((await cachedPicture(spec, dir)).equals(first)).toBe(true);
      await cachedPicture({ ...spec, seed: 4 }, dir);
      expect(await readdir(dir)).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
