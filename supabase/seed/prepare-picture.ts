import sharp from 'sharp';
import {
  VARIANT_FORMAT,
  WHOLE_WHEN_UPRIGHT,
  namedObjectName,
  variantObjectName,
  type NamedRendition,
  type PictureMeta,
} from '../functions/_shared/picture-renditions.ts';
import {
  VARIANT_QUALITY,
  encodePlaceholder,
  planRenditions,
} from '../../shared-ui/src/pictures/picture-plan.ts';

export interface Rendition {
  /** The object's name in the same bucket as the original. */
  name: string;
  data: Buffer;
  mimeType: string;
}

export interface PreparedPicture {
  meta: PictureMeta;
  renditions: Rendition[];
}

/**
 * The seed's (and the tests') counterpart of the admin's in-browser preparation: the same plan, made with sharp.
 * libwebp's default effort here is the browser encoder's default method (4), so the bytes come out alike.
 */
export async function preparePicture(
  objectName: string,
  data: Buffer,
  { named = [] }: { named?: NamedRendition[] } = {},
): Promise<PreparedPicture> {
  const source = () => sharp(data, { autoOrient: true, failOn: 'error' });
  const info = await source().metadata();
  const size = { width: info.autoOrient.width, height: info.autoOrient.height };
  const plan = planRenditions(size, { named, animated: (info.pages ?? 1) > 1 });

  const variants = plan.variants.map(async ({ width, height }): Promise<Rendition> => ({
    name: variantObjectName(objectName, width),
    data: await source().resize(width, height).webp({ quality: VARIANT_QUALITY }).toBuffer(),
    mimeType: VARIANT_FORMAT.mimeType,
  }));
  const namedRenditions = plan.named.map(
    async ({ name, width, height, quality, mimeType }): Promise<Rendition> => {
      const filled = source().resize(width, height, { fit: 'cover' }).flatten({ background: '#ffffff' });
      const whole = WHOLE_WHEN_UPRIGHT.includes(name) && size.height > size.width;
      const frame = whole
        ? sharp(await filled.blur(24).modulate({ brightness: 0.6 }).toBuffer()).composite([
            {
              input: await source().resize({ height }).flatten({ background: '#ffffff' }).toBuffer(),
              gravity: 'centre',
            },
          ])
        : filled;
      return {
        name: namedObjectName(objectName, name),
        data: await frame.jpeg({ quality }).toBuffer(),
        mimeType,
      };
    },
  );
  const pixels = await source()
    .resize(plan.placeholder.width, plan.placeholder.height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer();

  return {
    meta: {
      ...size,
      variants: plan.variants.map((v) => v.width),
      placeholder: encodePlaceholder(plan.placeholder, pixels),
      ...(named.length ? { named } : {}),
    },
    renditions: await Promise.all([...variants, ...namedRenditions]),
  };
}
