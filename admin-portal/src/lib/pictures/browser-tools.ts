import { RESIZE_FILTER, type Size } from 'shared-ui/pictures';
import type { Crop, PictureTools } from './prepare-picture';

/** A decoded picture or a step of its preparation. */
type Pixels = ImageBitmap | HTMLCanvasElement;

const canvasOf = ({ width, height }: Size) =>
  Object.assign(document.createElement('canvas'), { width, height });
const context = (canvas: HTMLCanvasElement) => canvas.getContext('2d', { willReadFrequently: true })!;

function imageData(pixels: Pixels): ImageData {
  let canvas = pixels as HTMLCanvasElement;
  if (!(pixels instanceof HTMLCanvasElement)) {
    canvas = canvasOf(pixels);
    context(canvas).drawImage(pixels, 0, 0);
  }
  return context(canvas).getImageData(0, 0, canvas.width, canvas.height);
}

function canvasFor(pixels: Pixels): HTMLCanvasElement {
  if (pixels instanceof HTMLCanvasElement) return pixels;
  const canvas = canvasOf(pixels);
  context(canvas).drawImage(pixels, 0, 0);
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`This browser cannot write ${type}`))),
      type,
      quality,
    ),
  );

/**
 * The browser's tools: its own decoder (with EXIF orientation), pica's high-quality downscaling (in web workers,
 * tile by tile), and the canvas's own WebP encoder (libwebp in Chromium and Firefox). Safari's canvas cannot
 * write WebP: there encoding throws, and the picture is stored without variants, as before (jSquash's libwebp in
 * WebAssembly would do it, but its loader bakes the build folder's path into the bundle, which reproducible builds
 * refuse). Loaded only when a picture is prepared.
 */
export async function browserPictureTools(): Promise<PictureTools<Pixels>> {
  const { default: createPica } = await import('pica');
  const pica = createPica();
  const resize = (from: Pixels, to: Size) => pica.resize(from, canvasOf(to), { filter: RESIZE_FILTER });
  return {
    async decode(file) {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { pixels: bitmap, size: { width: bitmap.width, height: bitmap.height } };
    },
    resize,
    async crop(from: Pixels, { x, y, width, height }: Crop, to: Size) {
      const cut = canvasOf({ width, height });
      context(cut).drawImage(from, x, y, width, height, 0, 0, width, height);
      const resized = await resize(cut, to);
      cut.width = 0;
      return resized;
    },
    async encodeWebp(pixels, quality) {
      const blob = await toBlob(canvasFor(pixels), 'image/webp', quality / 100);
      // A canvas that cannot write WebP hands back a PNG instead.
      if (blob.type !== 'image/webp') throw new Error('This browser cannot write WebP');
      return blob;
    },
    encodeJpeg: (pixels, quality) => toBlob(canvasFor(pixels), 'image/jpeg', quality / 100),
    rgba: (pixels) => imageData(pixels).data,
    release(pixels) {
      // Large canvases and bitmaps hold tens of MB until collected: let them go now.
      if (pixels instanceof HTMLCanvasElement) pixels.width = 0;
      else pixels.close();
    },
  };
}
