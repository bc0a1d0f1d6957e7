import { DEFAULT_IMAGE, IMAGE_PLACEHOLDER, RESPONSIVE_IMAGE_WIDTHS } from '../../constants';
import { PUBLIC_OBJECT, PUBLIC_RENDER } from './storage-paths';

export interface RenderOptions {
  width: number;
  quality?: number;
}

/** Parameters this module owns; any others on the URL (a cache-buster, say) are kept. */
const RENDER_PARAMS = ['width', 'height', 'quality', 'resize'];
/** Base for parsing root-relative URLs; never appears in a result. */
const RELATIVE_BASE = 'http://relative.invalid';

interface ParsedStorageUrl {
  url: URL;
  relative: boolean;
  /** `<bucket>/<path>` as written in the URL (still percent-encoded). */
  objectPath: string;
}

function parsePublicStorageUrl(input: string): ParsedStorageUrl | null {
  if (!input || (!input.startsWith('/') && !/^https?:\/\//i.test(input))) return null;
  let url: URL;
  try {
    url = new URL(input, RELATIVE_BASE);
  } catch {
    return null;
  }
  const relative = url.origin === RELATIVE_BASE;
  for (const prefix of [PUBLIC_OBJECT, PUBLIC_RENDER]) {
    const at = url.pathname.indexOf(prefix);
    if (at === -1) continue;
    const objectPath = url.pathname.slice(at + prefix.length);
    // A bucket alone (no object path) is not an image.
    if (!objectPath.includes('/') || objectPath.endsWith('/')) return null;
    url.pathname = url.pathname.slice(0, at) + PUBLIC_RENDER + objectPath;
    return { url, relative, objectPath };
  }
  return null;
}

/** True for a public storage object (or render) URL that the image service can resize. */
export function isPublicStorageUrl(url: string | null | undefined): boolean {
  return url != null && parsePublicStorageUrl(url) !== null;
}

/**
 * `…/storage/v1/object/public/<bucket>/<path>` → `…/storage/v1/render/image/public/<bucket>/<path>?width=W&quality=Q&resize=contain`.
 * Other query parameters and the fragment are kept; signed, authenticated, data:, blob: and foreign
 * URLs come back unchanged.
 */
export function storageRenderUrl(
  input: string,
  { width, quality = DEFAULT_IMAGE.quality }: RenderOptions,
): string {
  const parsed = parsePublicStorageUrl(input);
  if (!parsed) return input;
  const { url, relative } = parsed;
  const kept = [...url.searchParams].filter(([key]) => !RENDER_PARAMS.includes(key));
  const params = new URLSearchParams([
    ['width', String(Math.round(width))],
    ['quality', String(Math.round(quality))],
    ['resize', 'contain'],
    ...kept,
  ]);
  url.search = params.toString();
  const href = url.toString();
  return relative ? href.slice(RELATIVE_BASE.length) : href;
}

/**
 * `srcset` over the widths of [spec §9](../../../../docs/spec.md#9-business-constants-and-limits) for a
 * storage image; undefined for any other URL (one size only).
 */
export function storageSrcSet(
  url: string,
  quality: number = DEFAULT_IMAGE.quality,
  widths: readonly number[] = RESPONSIVE_IMAGE_WIDTHS,
): string | undefined {
  if (!isPublicStorageUrl(url)) return undefined;
  return widths.map((width) => `${storageRenderUrl(url, { width, quality })} ${width}w`).join(', ');
}

/** The tiny blurred stand-in shown until the real image has loaded; undefined when the URL cannot be resized. */
export function storagePlaceholderUrl(url: string): string | undefined {
  if (!isPublicStorageUrl(url)) return undefined;
  return storageRenderUrl(url, { width: IMAGE_PLACEHOLDER.width, quality: IMAGE_PLACEHOLDER.quality });
}
