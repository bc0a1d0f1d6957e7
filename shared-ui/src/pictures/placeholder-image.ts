import { thumbHashToRGBA } from 'thumbhash';

const drawn = new Map<string, string | undefined>();

/** BITMAPFILEHEADER (14 bytes) and BITMAPV4HEADER (108): the smallest BMP header that keeps an alpha channel. */
const FILE_HEADER = 14;
const INFO_HEADER = 108;

/**
 * RGBA pixels as a 32-bit top-down BMP. Uncompressed, so writing it is a copy: a canvas's PNG encode was ~8 ms of
 * a throttled phone's main thread per picture (100–180 ms over /sermons' 12 cards), and a ThumbHash is at most
 * 32 × 32, so the file is at most ~4 KB.
 */
export function rgbaToBmp(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const pixelBytes = width * height * 4;
  const bytes = new Uint8Array(FILE_HEADER + INFO_HEADER + pixelBytes);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0x4d42, true); // "BM"
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, FILE_HEADER + INFO_HEADER, true);
  view.setUint32(14, INFO_HEADER, true);
  view.setInt32(18, width, true);
  view.setInt32(22, -height, true); // negative: the first row is the top one
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 32, true); // bits per pixel
  view.setUint32(30, 3, true); // BI_BITFIELDS: the masks below say where each channel is
  view.setUint32(34, pixelBytes, true);
  view.setUint32(54, 0x00ff0000, true); // red
  view.setUint32(58, 0x0000ff00, true); // green
  view.setUint32(62, 0x000000ff, true); // blue
  view.setUint32(66, 0xff000000, true); // alpha
  view.setUint32(70, 0x73524742, true); // "sRGB"
  for (let i = 0, at = FILE_HEADER + INFO_HEADER; i < pixelBytes; i += 4, at += 4) {
    bytes[at] = rgba[i + 2]!;
    bytes[at + 1] = rgba[i + 1]!;
    bytes[at + 2] = rgba[i]!;
    bytes[at + 3] = rgba[i + 3]!;
  }
  return bytes;
}

/**
 * A row's ThumbHash (base64) as an image the page draws at once, with no request: decoded by thumbhash and written
 * as a BMP (no canvas, no encoder in the bundle). Undefined for a hash that does not decode. Each hash is drawn once
 * per page.
 */
export function placeholderDataUrl(placeholder: string): string | undefined {
  if (drawn.has(placeholder)) return drawn.get(placeholder);
  let url: string | undefined;
  try {
    const { w, h, rgba } = thumbHashToRGBA(Uint8Array.from(atob(placeholder), (c) => c.charCodeAt(0)));
    url = `data:image/bmp;base64,${btoa(String.fromCharCode(...rgbaToBmp(w, h, rgba)))}`;
  } catch {
    url = undefined;
  }
  drawn.set(placeholder, url);
  return url;
}

/** The image `placeholderDataUrl` has already drawn for this hash on this page, without decoding anything. */
export const drawnPlaceholderDataUrl = (placeholder: string): string | undefined => drawn.get(placeholder);
