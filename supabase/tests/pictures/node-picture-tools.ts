import encodeWebp, { init as initWebp } from '@jsquash/webp/encode';
import createPica from 'pica';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { PictureTools } from '../../../admin-portal/src/lib/pictures/prepare-picture.ts';
import { RESIZE_FILTER } from '../../../shared-ui/src/pictures/picture-plan.ts';

interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);

const raw = (pixels: Pixels) =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });

/**
 * The admin's picture tools with the browser's own libraries run in Node: pica's downscaling (its JavaScript and
 * WebAssembly paths, as in a worker) and jSquash's libwebp. Only decoding (the browser's createImageBitmap) and
 * JPEG writing (its canvas) are sharp's here, which is what the tests measure no byte of.
 */
export async function nodePictureTools(): Promise<PictureTools<Pixels>> {
  const wasm = require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm');
  await initWebp(await WebAssembly.compile(await readFile(wasm)));
  const pica = createPica({ features: ['js', 'wasm'] });
  const resize = async (from: Pixels, to: { width: number; height: number }): Promise<Pixels> => ({
    ...to,
    data: await pica.resizeBuffer({
      src: from.data,
      width: from.width,
      height: from.height,
      toWidth: to.width,
      toHeight: to.height,
      filter: RESIZE_FILTER,
    }),
  });
  return {
    async decode(file) {
      const { data, info } = await sharp(Buffer.from(await file.arrayBuffer()), { autoOrient: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const size = { width: info.width, height: info.height };
      return { pixels: { data: new Uint8Array(data), ...size }, size };
    },
    resize,
    async crop(from, { x, y, width, height }, to) {
      const cut = await raw(from).extract({ left: x, top: y, width, height }).raw().toBuffer();
      return resize({ data: new Uint8Array(cut), width, height }, to);
    },
    async encodeWebp({ data, width, height }, quality) {
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      const image = { data: pixels, width, height, colorSpace: 'srgb' } as ImageData;
      return new Blob([await encodeWebp(image, { quality })], { type: 'image/webp' });
    },
    async encodeJpeg(pixels, quality) {
      return new Blob([new Uint8Array(await raw(pixels).jpeg({ quality }).toBuffer())], {
        type: 'image/jpeg',
      });
    },
    rgba: ({ data }) => new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    release: () => {},
  };
}
