import { thumbHashToRGBA } from 'thumbhash';

const drawn = new Map<string, string | undefined>();

/**
 * A row's ThumbHash (base64) as an image the page draws at once, with no request: decoded by thumbhash, written
 * to PNG by the browser's own canvas (thumbhash's PNG writer would add to every visitor's first load). Undefined
 * for a hash that does not decode, or where there is no canvas. Each hash is drawn once per page.
 */
export function placeholderDataUrl(placeholder: string): string | undefined {
  if (drawn.has(placeholder)) return drawn.get(placeholder);
  let url: string | undefined;
  try {
    const { w, h, rgba } = thumbHashToRGBA(Uint8Array.from(atob(placeholder), (c) => c.charCodeAt(0)));
    const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
    const context = canvas.getContext('2d');
    if (context) {
      const pixels = context.createImageData(w, h);
      pixels.data.set(rgba);
      context.putImageData(pixels, 0, 0);
      url = canvas.toDataURL();
    }
  } catch {
    url = undefined;
  }
  drawn.set(placeholder, url);
  return url;
}
