import { ResponsiveImage } from 'shared-ui';
import page from './page.module.css';

/** A detail page's picture is at most this tall, in rem: its width (heroWidth) keeps it so. */
const HERO_MAX_HEIGHT_REM = 28;
/** The article's width (.article's max-width) and a phone's gutters either side, in CSS px at 16 px a rem. */
const ARTICLE_WIDTH_PX = 768;
const GUTTERS_PX = 32;

/**
 * How wide a detail page's picture of `aspectRatio` ("4 / 5") is at most: the article's width, or less where that
 * would make it taller than its greatest height. A portrait at the article's width was cut to a wide strip, the
 * top of a leader's head with it; now it keeps its shape, and the skeleton before it (DetailSkeleton) too.
 */
export function heroWidth(aspectRatio: string) {
  const [across = 16, down = 9] = aspectRatio.split('/').map(Number);
  const px = Math.min(ARTICLE_WIDTH_PX, Math.round((HERO_MAX_HEIGHT_REM * 16 * across) / down));
  return { px, css: `min(100%, ${px / 16}rem)` };
}

/** A detail page's main picture: the largest thing on screen, so it is fetched at once. */
export function HeroImage({
  src,
  meta,
  alt = '',
  aspectRatio = '16 / 9',
}: {
  src: string | null;
  /** The row's meta for the picture (see ResponsiveImage). */
  meta?: unknown;
  alt?: string;
  aspectRatio?: string;
}) {
  if (!src) return null;
  const width = heroWidth(aspectRatio);
  return (
    <ResponsiveImage
      src={src}
      meta={meta}
      alt={alt}
      aspectRatio={aspectRatio}
      sizes={`(min-width: ${width.px + GUTTERS_PX}px) ${width.px}px, 100vw`}
      priority
      className={page.heroImage}
      style={{ width: width.css }}
    />
  );
}
