import { rgbaToThumbHash } from 'thumbhash';
import {
  NAMED_RENDITIONS,
  PLACEHOLDER_MAX_SIDE,
  namedObjectName,
  variantObjectName,
  type NamedRendition,
  type PictureMeta,
} from '../../../supabase/functions/_shared/picture-renditions.ts';
import { DEFAULT_IMAGE, RESPONSIVE_IMAGE_WIDTHS } from '../constants';

// What to make of a picture when it is stored, and how a page uses what was made. The browser
// (admin-portal/src/lib/pictures/) and the seed (supabase/seed/prepare-picture.ts) both follow this plan, so an
// uploaded picture and a seeded one have the same widths, format, quality and placeholder.

export interface Size {
  width: number;
  height: number;
}

export interface RenditionPlan {
  /** Each responsive variant: the spec's widths that are not larger than the original. */
  variants: Size[];
  named: ({ name: NamedRendition } & (typeof NAMED_RENDITIONS)[NamedRendition])[];
  /** The size the placeholder is computed from. */
  placeholder: Size;
}

/** Variants are encoded at the quality the render path asked for, so a page costs no more bytes than it did. */
export const VARIANT_QUALITY = DEFAULT_IMAGE.quality;

/**
 * The downscaling kernel: Lanczos-3, sharp's default and so the render endpoint's and the seed's. pica's own
 * default (MKS 2013) sharpens, and sharpening compounds down the cascade of variants: a 4 MB phone photo's 480 px
 * variant came out 78 % larger than the render endpoint's (66 KB against 37 KB); with Lanczos-3 it is within 3 %.
 */
export const RESIZE_FILTER = 'lanczos3';

/** Scales `size` to `width`, keeping its aspect ratio (at least 1 px high). */
export const scaledTo = (size: Size, width: number): Size => ({
  width,
  height: Math.max(1, Math.round((size.height * width) / size.width)),
});

export function variantWidthsFor(originalWidth: number): number[] {
  return RESPONSIVE_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
}

/** Fits inside PLACEHOLDER_MAX_SIDE × PLACEHOLDER_MAX_SIDE, keeping the aspect ratio. */
export function placeholderSize(size: Size): Size {
  const scale = Math.min(1, PLACEHOLDER_MAX_SIDE / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The renditions of a picture of `size` (as shown, after EXIF orientation). An animated picture keeps only its
 * original: a still variant would lose the animation.
 */
export function planRenditions(
  size: Size,
  { named = [], animated = false }: { named?: NamedRendition[]; animated?: boolean } = {},
): RenditionPlan {
  return {
    variants: animated ? [] : variantWidthsFor(size.width).map((width) => scaledTo(size, width)),
    named: named.map((name) => ({ name, ...NAMED_RENDITIONS[name] })),
    placeholder: placeholderSize(size),
  };
}

/** The placeholder of RGBA pixels at `placeholderSize`: ThumbHash, base64. */
export function encodePlaceholder({ width, height }: Size, rgba: ArrayLike<number>): string {
  const hash = rgbaToThumbHash(width, height, rgba);
  return btoa(String.fromCharCode(...hash));
}

/**
 * Every object a picture may have beside it, whatever its row recorded: removing a picture removes all of them
 * (storage skips names that do not exist), so no rendition is left behind when a row lost its meta.
 */
export function renditionObjectNames(objectName: string): string[] {
  return [
    ...RESPONSIVE_IMAGE_WIDTHS.map((width) => variantObjectName(objectName, width)),
    ...(Object.keys(NAMED_RENDITIONS) as NamedRendition[]).map((name) => namedObjectName(objectName, name)),
  ];
}

export type { PictureMeta };
