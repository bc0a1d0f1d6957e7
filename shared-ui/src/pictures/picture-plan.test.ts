import { describe, expect, it } from 'vitest';
import {
  namedObjectName,
  parsePictureMeta,
  pictureMetaColumn,
  renditionUrl,
  variantObjectName,
} from '../../../supabase/functions/_shared/picture-renditions.ts';
import { encodePlaceholder, placeholderSize, planRenditions, renditionObjectNames } from './picture-plan';
import { placeholderDataUrl } from './placeholder-image';
import { pictureSources } from './variant-sources';

const BASE = 'http://127.0.0.1:54321/storage/v1/object/public/images';

describe('rendition names', () => {
  it('puts each rendition beside the original, named by what it is', () => {
    expect(variantObjectName('events/harvest.jpg', 480)).toBe('events/harvest.480w.webp');
    expect(variantObjectName('ministries/youth.webp', 320)).toBe('ministries/youth.320w.webp');
    expect(namedObjectName('events/harvest.jpg', 'share')).toBe('events/harvest.share.jpg');
    expect(namedObjectName('settings/logo.png', 'podcast')).toBe('settings/logo.podcast.jpg');
  });

  it('addresses the same objects by URL, dropping a query string', () => {
    expect(renditionUrl(`${BASE}/events/a%20b.jpg?v=2`, 640)).toBe(`${BASE}/events/a%20b.640w.webp`);
    expect(renditionUrl(`${BASE}/events/x.png#top`, 'share')).toBe(`${BASE}/events/x.share.jpg`);
  });

  it('names the meta column after the URL column', () => {
    expect(pictureMetaColumn('image_url')).toBe('image_meta');
    expect(pictureMetaColumn('cover_image_url')).toBe('cover_image_meta');
    expect(pictureMetaColumn('thumbnail_url')).toBe('thumbnail_meta');
  });

  it('lists every rendition a picture may have, for removal', () => {
    const names = renditionObjectNames('gallery/a/b.jpg');
    expect(names).toContain('gallery/a/b.320w.webp');
    expect(names).toContain('gallery/a/b.1920w.webp');
    expect(names).toContain('gallery/a/b.share.jpg');
    expect(names).not.toContain('gallery/a/b.jpg');
  });
});

describe('planRenditions', () => {
  it('makes the spec widths not larger than the original, keeping the aspect ratio', () => {
    const plan = planRenditions({ width: 1600, height: 1067 });
    expect(plan.variants.map((v) => v.width)).toEqual([320, 480, 640, 750, 828, 1080, 1200]);
    expect(plan.variants[0]).toEqual({ width: 320, height: 213 });
    expect(plan.placeholder).toEqual({ width: 100, height: 67 });
  });

  it('makes every width of a phone photo and none of a small or animated picture', () => {
    expect(planRenditions({ width: 4032, height: 3024 }).variants).toHaveLength(8);
    expect(planRenditions({ width: 300, height: 200 }).variants).toEqual([]);
    expect(planRenditions({ width: 1600, height: 900 }, { animated: true }).variants).toEqual([]);
  });

  it('adds the named renditions asked for, at their fixed sizes', () => {
    const plan = planRenditions({ width: 800, height: 1000 }, { named: ['share'] });
    expect(plan.named).toEqual([
      { name: 'share', width: 1200, height: 630, quality: 80, mimeType: 'image/jpeg', extension: 'jpg' },
    ]);
  });

  it('fits the placeholder inside 100 px, upright pictures too', () => {
    expect(placeholderSize({ width: 800, height: 1000 })).toEqual({ width: 80, height: 100 });
    expect(placeholderSize({ width: 40, height: 30 })).toEqual({ width: 40, height: 30 });
  });
});

describe('placeholder', () => {
  it('is a few dozen bytes that decode to an image the page draws without a request', () => {
    const size = { width: 20, height: 10 };
    const rgba = new Uint8Array(size.width * size.height * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([(i / 4) % 20 < 10 ? 200 : 20, 80, 40, 255], i);
    const placeholder = encodePlaceholder(size, rgba);
    expect(atob(placeholder).length).toBeLessThan(40);
    const url = placeholderDataUrl(placeholder)!;
    expect(url).toMatch(/^data:image\/bmp;base64,/);
    // A top-down 32-bit BMP at the picture's shape (2:1), red on the left half, green-ish on the right.
    const bmp = Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0));
    const view = new DataView(bmp.buffer);
    const [width, height, pixels] = [
      view.getInt32(18, true),
      -view.getInt32(22, true),
      view.getUint32(10, true),
    ];
    expect(Math.round(width / height)).toBe(2);
    expect(bmp.length).toBe(pixels + width * height * 4);
    const red = (x: number) => bmp[pixels + (Math.floor(height / 2) * width + x) * 4 + 2]!;
    expect(red(1)).toBeGreaterThan(red(width - 2) + 60);
    // The same image for every card that shows the hash.
    expect(placeholderDataUrl(placeholder)).toBe(url);
    expect(placeholderDataUrl('not base64!')).toBeUndefined();
  });
});

describe('pictureSources', () => {
  const url = `${BASE}/events/harvest.jpg`;
  const meta = {
    width: 1600,
    height: 1067,
    variants: [320, 480, 640, 750, 828, 1080, 1200],
    placeholder: 'x',
  };

  it('offers the variants and the original at their widths, and a default near 800 px', () => {
    const { src, srcSet } = pictureSources(url, meta);
    expect(src).toBe(`${BASE}/events/harvest.828w.webp`);
    expect(srcSet?.split(', ')).toEqual([
      ...meta.variants.map((w) => `${BASE}/events/harvest.${w}w.webp ${w}w`),
      `${url} 1600w`,
    ]);
  });

  it('never offers an original wider than the largest spec width', () => {
    const phone = {
      ...meta,
      width: 4032,
      height: 3024,
      variants: [320, 480, 640, 750, 828, 1080, 1200, 1920],
    };
    expect(pictureSources(url, phone).srcSet).not.toContain(url + ' ');
  });

  it('uses the original alone when there are no variants', () => {
    expect(pictureSources(url, { ...meta, width: 300, variants: [] })).toEqual({ src: url });
  });
});

describe('parsePictureMeta', () => {
  it('accepts what the database accepts and sorts the widths', () => {
    expect(
      parsePictureMeta({ width: 10, height: 5, variants: [8, 4], placeholder: 'x', named: ['share'] }),
    ).toEqual({ width: 10, height: 5, variants: [4, 8], placeholder: 'x', named: ['share'] });
  });

  it('ignores a named rendition it does not know', () => {
    expect(
      parsePictureMeta({ width: 10, height: 5, variants: [], placeholder: 'x', named: ['poster'] }),
    ).toEqual({ width: 10, height: 5, variants: [], placeholder: 'x' });
  });

  it('refuses anything else, so a page falls back to the original', () => {
    for (const bad of [
      null,
      'x',
      [],
      { width: 10, height: 5, variants: [20], placeholder: 'x' },
      { width: 0, height: 5, variants: [], placeholder: 'x' },
      { width: 10, height: 5, variants: [], placeholder: 1 },
      { width: 10, height: 5, variants: [], placeholder: 'x', named: 'share' },
    ])
      expect(parsePictureMeta(bad)).toBeNull();
  });
});
