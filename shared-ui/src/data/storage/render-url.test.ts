import { describe, expect, it } from 'vitest';
import { RESPONSIVE_IMAGE_WIDTHS } from '../../constants';
import { isPublicStorageUrl, storagePlaceholderUrl, storageRenderUrl, storageSrcSet } from './render-url';

const BASE = 'https://abc.supabase.co';
const PUBLIC = `${BASE}/storage/v1/object/public/images/gallery/2024/choir photo.jpg`;
const ENCODED = `${BASE}/storage/v1/object/public/images/gallery/2024/choir%20photo.jpg`;

describe('storageRenderUrl', () => {
  it('rewrites a public object URL to the render endpoint with width, quality and resize=contain', () => {
    expect(
      storageRenderUrl(`${BASE}/storage/v1/object/public/images/leaders/pastor.png`, {
        width: 640,
        quality: 60,
      }),
    ).toBe(
      `${BASE}/storage/v1/render/image/public/images/leaders/pastor.png?width=640&quality=60&resize=contain`,
    );
  });

  it('defaults quality to the spec default (60) and keeps the encoded path as it is', () => {
    expect(storageRenderUrl(PUBLIC, { width: 800 })).toBe(
      `${BASE}/storage/v1/render/image/public/images/gallery/2024/choir%20photo.jpg?width=800&quality=60&resize=contain`,
    );
    expect(storageRenderUrl(ENCODED, { width: 800 })).toBe(storageRenderUrl(PUBLIC, { width: 800 }));
  });

  it('keeps other query parameters and the fragment, replacing only its own', () => {
    expect(
      storageRenderUrl(`${BASE}/storage/v1/object/public/images/a.jpg?v=3&width=9#top`, {
        width: 320,
        quality: 20,
      }),
    ).toBe(`${BASE}/storage/v1/render/image/public/images/a.jpg?width=320&quality=20&resize=contain&v=3#top`);
  });

  it('re-sizes a URL that already is a render URL instead of nesting it', () => {
    const once = storageRenderUrl(`${BASE}/storage/v1/object/public/images/a.jpg`, { width: 320 });
    expect(storageRenderUrl(once, { width: 1080, quality: 75 })).toBe(
      `${BASE}/storage/v1/render/image/public/images/a.jpg?width=1080&quality=75&resize=contain`,
    );
  });

  it('works for a local API on a port and for root-relative URLs', () => {
    expect(
      storageRenderUrl('http://127.0.0.1:54321/storage/v1/object/public/images/x.webp', { width: 480 }),
    ).toBe(
      'http://127.0.0.1:54321/storage/v1/render/image/public/images/x.webp?width=480&quality=60&resize=contain',
    );
    expect(storageRenderUrl('/storage/v1/object/public/images/x.webp', { width: 480 })).toBe(
      '/storage/v1/render/image/public/images/x.webp?width=480&quality=60&resize=contain',
    );
  });

  it('leaves signed and authenticated storage URLs alone', () => {
    const signed = `${BASE}/storage/v1/object/sign/images/private.jpg?token=eyJhbGciOi.abc.def`;
    const authenticated = `${BASE}/storage/v1/object/authenticated/images/private.jpg`;
    const signedRender = `${BASE}/storage/v1/render/image/sign/images/private.jpg?token=abc&width=100`;
    for (const url of [signed, authenticated, signedRender]) {
      expect(storageRenderUrl(url, { width: 640 })).toBe(url);
      expect(isPublicStorageUrl(url)).toBe(false);
    }
  });

  it('leaves foreign, data:, blob: and malformed URLs untouched', () => {
    for (const url of [
      'https://images.example.org/photos/choir.jpg?w=1200',
      'https://cdn.example.com/storage/v1/objects/public/x.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:http://localhost/7f1c6c1e-1234',
      'logo.svg',
      '',
      `${BASE}/storage/v1/object/public/images`,
      `${BASE}/storage/v1/object/public/images/`,
    ]) {
      expect(storageRenderUrl(url, { width: 640 })).toBe(url);
      expect(storageSrcSet(url)).toBeUndefined();
      expect(storagePlaceholderUrl(url)).toBeUndefined();
    }
  });
});

describe('storageSrcSet', () => {
  it('lists every spec width with its render URL and a w descriptor', () => {
    const srcset = storageSrcSet(`${BASE}/storage/v1/object/public/images/a.jpg`)!;
    const candidates = srcset.split(', ');
    expect(candidates).toHaveLength(RESPONSIVE_IMAGE_WIDTHS.length);
    expect(RESPONSIVE_IMAGE_WIDTHS).toEqual([320, 480, 640, 750, 828, 1080, 1200, 1920]);
    candidates.forEach((candidate, i) => {
      const w = RESPONSIVE_IMAGE_WIDTHS[i];
      expect(candidate).toBe(
        `${BASE}/storage/v1/render/image/public/images/a.jpg?width=${w}&quality=60&resize=contain ${w}w`,
      );
    });
  });

  it('uses the given quality', () => {
    expect(storageSrcSet(`${BASE}/storage/v1/object/public/images/a.jpg`, 80)).toContain(
      'width=320&quality=80&resize=contain 320w',
    );
  });
});

describe('storagePlaceholderUrl', () => {
  it('asks for width 20 at quality 20', () => {
    expect(storagePlaceholderUrl(`${BASE}/storage/v1/object/public/images/a.jpg`)).toBe(
      `${BASE}/storage/v1/render/image/public/images/a.jpg?width=20&quality=20&resize=contain`,
    );
  });
});
