import { DEFAULT_IMAGE } from '../constants';
import { PUBLIC_OBJECT } from '../data/storage/storage-paths';
import { parseShownPicture } from '../../../supabase/functions/_shared/picture-renditions.ts';
import { pictureSources } from '../pictures/variant-sources';
import { imageRenderPath } from './image-transformations';
import { decodedPlaceholder } from './placeholder-decoder';

export interface PictureSourceSet {
  src: string;
  srcSet?: string;
  /**
   * The blurred stand-in: a data: URL drawn from the row's ThumbHash (no request) once the decoder has loaded
   * (usePlaceholderDecoder), or a render URL.
   */
  placeholder?: string;
  /** The row's ThumbHash, when it has one. */
  thumbHash?: string;
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
    drawPlaceholder = true,
  }: {
    quality?: number;
    srcWidth?: number;
    /** False: a ThumbHash placeholder only if this page has already drawn it (no decoding). */
    drawPlaceholder?: boolean;
  } = {},
): PictureSourceSet {
  const renderPath = imageRenderPath();
  const parsed = parseShownPicture(meta);
  const thumbHash = parsed?.placeholder;
  const placeholder = thumbHash === undefined ? undefined : decodedPlaceholder(thumbHash, drawPlaceholder);
  const size = parsed ? { width: parsed.width, height: parsed.height } : undefined;
  // The database forgets a row's meta when its URL changes, so meta with variants belongs to a stored object.
  if (parsed && parsed.variants.length > 0 && url.includes(PUBLIC_OBJECT))
    return { ...pictureSources(url, parsed), placeholder, thumbHash, size };
  if (renderPath?.isPublicStorageUrl(url))
    return {
      src: renderPath.storageRenderUrl(url, { width: srcWidth, quality }),
      srcSet: renderPath.storageSrcSet(url, quality),
      // A ThumbHash is drawn once its decoder is there, never swapped for a render request meanwhile.
      placeholder: thumbHash === undefined ? renderPath.storagePlaceholderUrl(url) : placeholder,
      thumbHash,
      size,
    };
  return { src: url, placeholder, thumbHash, size };
}
