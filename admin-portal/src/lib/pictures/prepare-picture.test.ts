import { describe, expect, it } from 'vitest';
import { coverCrop, preparePicture, type PictureTools } from './prepare-picture';

interface FakePixels {
  width: number;
  height: number;
  /** The steps that made these pixels, e.g. "decode>1200>640". */
  made: string;
}

/** Tools that record what was asked of them instead of touching pixels. */
function fakeTools(size = { width: 1600, height: 1000 }) {
  const live = new Set<FakePixels>();
  const encoded: { type: string; made: string; quality: number }[] = [];
  const make = (width: number, height: number, made: string) => {
    const pixels = { width, height, made };
    live.add(pixels);
    return pixels;
  };
  const tools: PictureTools<FakePixels> = {
    decode: async () => ({ pixels: make(size.width, size.height, 'decode'), size }),
    resize: async (from, to) => make(to.width, to.height, `${from.made}>${to.width}`),
    crop: async (from, crop, to) =>
      make(
        to.width,
        to.height,
        `${from.made}>crop(${crop.x},${crop.y},${crop.width}x${crop.height})>${to.width}`,
      ),
    encodeWebp: async (pixels, quality) => {
      encoded.push({ type: 'webp', made: pixels.made, quality });
      return new Blob([pixels.made], { type: 'image/webp' });
    },
    encodeJpeg: async (pixels, quality) => {
      encoded.push({ type: 'jpeg', made: pixels.made, quality });
      return new Blob([pixels.made], { type: 'image/jpeg' });
    },
    rgba: (pixels) => new Uint8ClampedArray(pixels.width * pixels.height * 4).fill(128),
    release: (pixels) => {
      if (!live.delete(pixels)) throw new Error(`released twice: ${pixels.made}`);
    },
  };
  return { tools, live, encoded };
}

describe('preparePicture', () => {
  it('makes each variant from the next larger one and names it beside the original', async () => {
    const { tools, live, encoded } = fakeTools();
    const progress: number[] = [];
    const prepared = await preparePicture(new Blob(['x'], { type: 'image/jpeg' }), 'events/abc.jpg', tools, {
      onProgress: (f) => progress.push(f),
    });
    expect(prepared.renditions.map((r) => r.name)).toEqual(
      [320, 480, 640, 750, 828, 1080, 1200].map((w) => `events/abc.${w}w.webp`),
    );
    expect(encoded.map((e) => e.made)).toEqual([
      'decode>1200',
      'decode>1200>1080',
      'decode>1200>1080>828',
      'decode>1200>1080>828>750',
      'decode>1200>1080>828>750>640',
      'decode>1200>1080>828>750>640>480',
      'decode>1200>1080>828>750>640>480>320',
    ]);
    expect(new Set(encoded.map((e) => e.quality))).toEqual(new Set([60]));
    expect(prepared.meta).toEqual({
      width: 1600,
      height: 1000,
      variants: [320, 480, 640, 750, 828, 1080, 1200],
      placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort());
    expect(live.size).toBe(0);
  });

  it('cuts named renditions from the original, centred, as JPEG', async () => {
    const { tools, encoded } = fakeTools({ width: 1000, height: 1000 });
    const prepared = await preparePicture(new Blob(['x']), 'podcast/logo.png', tools, {
      named: ['share', 'podcast'],
    });
    expect(prepared.renditions.slice(-2).map((r) => [r.name, r.blob.type])).toEqual([
      ['podcast/logo.share.jpg', 'image/jpeg'],
      ['podcast/logo.podcast.jpg', 'image/jpeg'],
    ]);
    expect(encoded.filter((e) => e.type === 'jpeg').map((e) => e.made)).toEqual([
      'decode>crop(0,237,1000x525)>1200',
      'decode>crop(0,0,1000x1000)>1400',
    ]);
    expect(prepared.meta.named).toEqual(['share', 'podcast']);
  });

  it('keeps a GIF as it is: a placeholder and its size, no still variants', async () => {
    const { tools, live } = fakeTools();
    const prepared = await preparePicture(new Blob(['x'], { type: 'image/gif' }), 'gallery/a.gif', tools);
    expect(prepared.renditions).toEqual([]);
    expect(prepared.meta.variants).toEqual([]);
    expect(prepared.meta.placeholder).not.toBe('');
    expect(live.size).toBe(0);
  });

  it('lets go of every decoded picture when encoding fails', async () => {
    const { tools, live } = fakeTools();
    tools.encodeWebp = async () => {
      throw new Error('out of memory');
    };
    await expect(preparePicture(new Blob(['x']), 'a/b.jpg', tools)).rejects.toThrow('out of memory');
    expect([...live].map((p) => p.made)).toEqual(['decode>1200']);
  });
});

describe('coverCrop', () => {
  it('keeps the largest centred part with the target shape', () => {
    expect(coverCrop({ width: 4000, height: 3000 }, { width: 1200, height: 630 })).toEqual({
      x: 0,
      y: 450,
      width: 4000,
      height: 2100,
    });
    expect(coverCrop({ width: 800, height: 1000 }, { width: 1400, height: 1400 })).toEqual({
      x: 0,
      y: 100,
      width: 800,
      height: 800,
    });
  });
});
