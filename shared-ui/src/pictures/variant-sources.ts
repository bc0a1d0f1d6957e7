import { variantUrl, type PictureMeta } from '../../../supabase/functions/_shared/picture-renditions.ts';
import { DEFAULT_IMAGE, RESPONSIVE_IMAGE_WIDTHS } from '../constants';

// The page's side of the plan (picture-plan.ts is the maker's): kept apart so a visitor's first load carries no
// picture-making code.

export interface PictureSources {
  src: string;
  /** Undefined when the picture has no variants: the original is the only size there is. */
  srcSet?: string;
}

/**
 * `src` and `srcset` from a row's meta: the variants by width, plus the original when it is no wider than the
 * spec's largest width (a desktop that needs more than the largest variant of a 1600 px picture gets the
 * original, as the render path served it; a 4000 px phone photo is never offered). `src` is the variant nearest
 * the default width, for the rare browser that ignores `srcset`.
 */
export function pictureSources(url: string, meta: Omit<PictureMeta, 'named'>): PictureSources {
  const { variants } = meta;
  const largest = variants[variants.length - 1];
  if (largest === undefined) return { src: url };
  const candidates = variants.map((width) => `${variantUrl(url, width)} ${width}w`);
  const maxWidth = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
  if (meta.width > largest && meta.width <= maxWidth) candidates.push(`${url} ${meta.width}w`);
  const fallback = variants.find((width) => width >= DEFAULT_IMAGE.width) ?? largest;
  return { src: variantUrl(url, fallback), srcSet: candidates.join(', ') };
}
