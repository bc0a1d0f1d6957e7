import { ResponsiveImage } from 'shared-ui';
import page from './page.module.css';

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
  return (
    <ResponsiveImage
      src={src}
      meta={meta}
      alt={alt}
      aspectRatio={aspectRatio}
      sizes="(min-width: 800px) 768px, 100vw"
      priority
      className={page.heroImage}
    />
  );
}

/** Cards are a third of the container on wide screens, half on tablets, full width on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 360px, (min-width: 640px) 50vw, 100vw';
