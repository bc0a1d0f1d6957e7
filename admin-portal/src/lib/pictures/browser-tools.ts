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
 * tile by tile), and libwebp compiled to WebAssembly (jSquash) for WebP, which not every browser's canvas can
 * write (Safari's cannot) and which then encodes alike everywhere. Loaded only when a picture is prepared.
 */
export async function browserPictureTools(): Promise<PictureTools<Pixels>> {
  const [{ default: createPica }, { default: encodeWebp }] = await Promise.all([
    import('pica'),
    import('@jsquash/webp/encode'),
  ]);
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
      return new Blob([await encodeWebp(imageData(pixels), { quality })], { type: 'image/webp' });
    },
    async encodeJpeg(pixels, quality) {
      const canvas = pixels instanceof HTMLCanvasElement ? pixels : canvasOf(pixels);
      if (canvas !== pixels) context(canvas).drawImage(pixels, 0, 0);
      return toBlob(canvas, 'image/jpeg', quality / 100);
    },
    rgba: (pixels) => imageData(pixels).data,
    release(pixels) {
      // Large canvases and bitmaps hold tens of MB until collected: let them go now.
      if (pixels instanceof HTMLCanvasElement) pixels.width = 0;
      else pixels.close();
    },
  };
}
