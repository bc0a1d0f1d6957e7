// The renditions kept beside a stored picture, and what a content row records of them. Supabase's Free plan has no
// image transformations, so nothing is rendered on request: an admin's upload (admin-portal/src/lib/pictures/),
// "Prepare pictures" and the seed (supabase/seed/) make them once and store them next to the original.
//
// This is the one place their names, formats and sizes live: the browser, the seed, the public pages and the Edge
// Functions (link previews, the podcast feed) all read it. It imports nothing, so it deploys unchanged with the
// functions. Which responsive widths are made is [spec §9](../../../docs/spec.md#9-business-constants-and-limits)'s
// list (shared-ui/src/pictures/picture-plan.ts applies it).

/**
 * What a row keeps of its picture, in the jsonb column beside the URL column (`image_url` → `image_meta`), so a
 * card draws its placeholder without a request and its `srcset` without a guess. The database checks the shape
 * (private.valid_picture_meta) and forgets it when the URL changes without it.
 */
export interface PictureMeta {
  /** The original's size as shown (after its EXIF orientation), in pixels. */
  width: number;
  height: number;
  /** Widths of the WebP variants stored beside the original, ascending; none for a small or animated picture. */
  variants: number[];
  /** ThumbHash of the picture, base64: a blurred stand-in of a few dozen bytes, decoded in the browser. */
  placeholder: string;
  /** The named renditions stored beside it. */
  named?: NamedRendition[];
}

/** Responsive variants: WebP, which every browser the site supports decodes. */
export const VARIANT_FORMAT = { mimeType: 'image/webp', extension: 'webp' } as const;

/**
 * Fixed-size renditions other services fetch by URL, cut to fill the frame (`cover`) around the centre, as JPEG
 * (what every crawler and podcast app accepts). Made only for the pictures that need them (the field says
 * which), not for every upload.
 */
export const NAMED_RENDITIONS = {
  /** Link previews: Open Graph's recommended 1.91:1; X's large card and WhatsApp show it whole or nearly so. */
  share: { width: 1200, height: 630, mimeType: 'image/jpeg', extension: 'jpg', quality: 80 },
  /** Podcast artwork: Apple Podcasts asks for a square JPEG or PNG of 1400 to 3000 px. */
  podcast: { width: 1400, height: 1400, mimeType: 'image/jpeg', extension: 'jpg', quality: 85 },
} as const;

export type NamedRendition = keyof typeof NAMED_RENDITIONS;

/**
 * Renditions that do not cut an upright picture (a portrait) to fill their frame, which would cut off a head:
 * it is shown whole, centred over a blurred, darkened copy of itself.
 */
export const WHOLE_WHEN_UPRIGHT: readonly NamedRendition[] = ['share'];

/** ThumbHash encodes a picture of at most 100 × 100 pixels. */
export const PLACEHOLDER_MAX_SIDE = 100;

const stem = (objectName: string) => objectName.replace(/\.[^./]*$/, '');

/** `events/harvest.jpg`, 480 → `events/harvest.480w.webp`. */
export function variantObjectName(objectName: string, width: number): string {
  return `${stem(objectName)}.${width}w.${VARIANT_FORMAT.extension}`;
}

/** `events/harvest.jpg`, 'share' → `events/harvest.share.jpg`. */
export function namedObjectName(objectName: string, name: NamedRendition): string {
  return `${stem(objectName)}.${name}.${NAMED_RENDITIONS[name].extension}`;
}

/**
 * The same renditions addressed by URL: the last path segment of a storage URL is the object's file name, so its
 * renditions' URLs differ only there (a query string or fragment is dropped).
 */
function renamedUrl(originalUrl: string, rename: (file: string) => string): string {
  const clean = originalUrl.replace(/[?#].*$/, '');
  const slash = clean.lastIndexOf('/');
  return clean.slice(0, slash + 1) + rename(clean.slice(slash + 1));
}

/** A variant's URL: what a page's `srcset` lists (kept apart from the named renditions, which pages never ask for). */
export const variantUrl = (originalUrl: string, width: number): string =>
  renamedUrl(originalUrl, (file) => variantObjectName(file, width));

export function renditionUrl(originalUrl: string, rendition: number | NamedRendition): string {
  return typeof rendition === 'number'
    ? variantUrl(originalUrl, rendition)
    : renamedUrl(originalUrl, (file) => namedObjectName(file, rendition));
}

/** The jsonb column that describes a picture column's renditions: `image_url` → `image_meta`. */
export function pictureMetaColumn(urlColumn: string): string {
  return `${urlColumn.replace(/_url$/, '')}_meta`;
}

const isPixels = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50_000;

/**
 * What a page draws from a row's meta (its size, variants and placeholder), or null (absent, or a shape this code
 * does not know). Pages never read the named renditions, so the first load carries none of their rules.
 */
export function parseShownPicture(value: unknown): Omit<PictureMeta, 'named'> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { width, height, variants, placeholder } = value as Record<string, unknown>;
  if (!isPixels(width) || !isPixels(height) || typeof placeholder !== 'string') return null;
  if (!Array.isArray(variants) || !variants.every((w) => isPixels(w) && w <= width)) return null;
  return { width, height, variants: [...(variants as number[])].sort((a, b) => a - b), placeholder };
}

/** A row's meta as the code may trust it, or null (absent, or a shape this code does not know). */
export function parsePictureMeta(value: unknown): PictureMeta | null {
  const shown = parseShownPicture(value);
  if (!shown) return null;
  const { named } = value as Record<string, unknown>;
  if (named !== undefined && !Array.isArray(named)) return null;
  // A rendition this code does not know (added later) is ignored, not a reason to distrust the rest.
  const known = (named ?? []).filter(
    (n): n is NamedRendition => typeof n === 'string' && n in NAMED_RENDITIONS,
  );
  return { ...shown, ...(known.length ? { named: known } : {}) };
}
