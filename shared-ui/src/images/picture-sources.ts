import { DEFAULT_IMAGE } from '../constants';
import {
  isPublicStorageUrl,
  storagePlaceholderUrl,
  storageRenderUrl,
  storageSrcSet,
} from '../data/storage/render-url';
import { parsePictureMeta } from '../../../supabase/functions/_shared/picture-renditions.ts';
import { placeholderDataUrl } from '../pictures/placeholder-image';
import { pictureSources } from '../pictures/variant-sources';
import { imageTransformationsEnabled } from './image-transformations';

export interface PictureSourceSet {
  src: string;
  srcSet?: string;
  /** The blurred stand-in: a data: URL drawn from the row's ThumbHash (no request), or a render URL. */
  placeholder?: string;
  /** The picture's own size as shown, when the row recorded it. */
  size?: { width: number; height: number };
}

/**
 * What an `<img>` of a stored picture asks for. A picture with variants (its row's meta lists them) uses them and
 * its ThumbHash: nothing is rendered on request. One without (an outside URL, a GIF, one not prepared yet) is
 * resized by the render endpoint only where the runtime config turns transformations on; otherwise it is the
 * original, with no failed request first.
 */
export function pictureSourceSet(
  url: string,
  meta: unknown,
  {
    quality = DEFAULT_IMAGE.quality,
    srcWidth = DEFAULT_IMAGE.width,
    transformations = imageTransformationsEnabled(),
  }: { quality?: number; srcWidth?: number; transformations?: boolean } = {},
): PictureSourceSet {
  const parsed = parsePictureMeta(meta);
  const placeholder = parsed ? placeholderDataUrl(parsed.placeholder) : undefined;
  const size = parsed ? { width: parsed.width, height: parsed.height } : undefined;
  if (parsed && parsed.variants.length > 0 && isPublicStorageUrl(url))
    return { ...pictureSources(url, parsed), placeholder, size };
  if (transformations && isPublicStorageUrl(url))
    return {
      src: storageRenderUrl(url, { width: srcWidth, quality }),
      srcSet: storageSrcSet(url, quality),
      placeholder: placeholder ?? storagePlaceholderUrl(url),
      size,
    };
  return { src: url, placeholder, size };
}
