import {
  VARIANT_QUALITY,
  encodePlaceholder,
  namedObjectName,
  planRenditions,
  variantObjectName,
  type NamedRendition,
  type PictureMeta,
  type Size,
} from 'shared-ui/pictures';

/** A rendition to store beside the original, in the same bucket. */
export interface PreparedRendition {
  name: string;
  blob: Blob;
}

export interface PreparedPicture {
  meta: PictureMeta;
  renditions: PreparedRendition[];
}

/** What preparing needs of the browser; tests pass their own. */
export interface PictureTools<Pixels> {
  /** Decodes the file, turned upright by its EXIF orientation. */
  decode(file: Blob): Promise<{ pixels: Pixels; size: Size }>;
  /** A high-quality downscale of `from` to `to`. */
  resize(from: Pixels, to: Size): Promise<Pixels>;
  /** The `crop` rectangle of `from`, scaled to `to`. */
  crop(from: Pixels, crop: Crop, to: Size): Promise<Pixels>;
  encodeWebp(pixels: Pixels, quality: number): Promise<Blob>;
  encodeJpeg(pixels: Pixels, quality: number): Promise<Blob>;
  rgba(pixels: Pixels): Uint8ClampedArray;
  release(pixels: Pixels): void;
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred part of `size` with the aspect ratio of `target` (what `cover` keeps). */
export function coverCrop(size: Size, target: Size): Crop {
  const scale = Math.min(size.width / target.width, size.height / target.height);
  const width = Math.round(target.width * scale);
  const height = Math.round(target.height * scale);
  return {
    x: Math.floor((size.width - width) / 2),
    y: Math.floor((size.height - height) / 2),
    width,
    height,
  };
}

/** GIFs are kept as they are: a still variant would lose an animation. */
const mayBeAnimated = (file: Blob) => file.type === 'image/gif';

export interface PrepareOptions {
  named?: NamedRendition[];
  /** Called after each step with the fraction done, for a progress bar. */
  onProgress?: (fraction: number) => void;
}

/**
 * Makes a picture's renditions in the browser, following the same plan as the seed (shared-ui/pictures): the
 * responsive WebP variants, each from the next larger one (a cascade of high-quality downscales looks the same as
 * one step and costs a fraction), the named renditions, and the ThumbHash placeholder.
 */
export async function preparePicture<Pixels>(
  file: Blob,
  objectName: string,
  tools: PictureTools<Pixels>,
  { named = [], onProgress }: PrepareOptions = {},
): Promise<PreparedPicture> {
  const { pixels: original, size } = await tools.decode(file);
  const plan = planRenditions(size, { named, animated: mayBeAnimated(file) });
  const steps = plan.variants.length + plan.named.length + 1;
  let done = 0;
  const step = () => onProgress?.(++done / steps);
  const renditions: PreparedRendition[] = [];
  try {
    let source = original;
    for (const variant of [...plan.variants].reverse()) {
      const resized = await tools.resize(source, variant);
      if (source !== original) tools.release(source);
      source = resized;
      const blob = await tools.encodeWebp(resized, VARIANT_QUALITY);
      renditions.unshift({ name: variantObjectName(objectName, variant.width), blob });
      step();
    }
    for (const { name, width, height, quality } of plan.named) {
      const cut = await tools.crop(original, coverCrop(size, { width, height }), { width, height });
      renditions.push({
        name: namedObjectName(objectName, name),
        blob: await tools.encodeJpeg(cut, quality),
      });
      tools.release(cut);
      step();
    }
    const tiny = await tools.resize(source, plan.placeholder);
    if (source !== original) tools.release(source);
    const placeholder = encodePlaceholder(plan.placeholder, tools.rgba(tiny));
    tools.release(tiny);
    step();
    return {
      meta: {
        ...size,
        variants: plan.variants.map((v) => v.width),
        placeholder,
        ...(named.length ? { named } : {}),
      },
      renditions,
    };
  } finally {
    tools.release(original);
  }
}
