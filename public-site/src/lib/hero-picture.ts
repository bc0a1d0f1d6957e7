import { preloadPicture } from 'shared-ui';

// Apart from HeroImage (and its styles): the route table's loaders use it, and it must not bring those with it.

/** A hero is the article's width: the column's on wide screens, the screen's on phones. */
export const HERO_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';

/** Fetches a detail page's hero as its row arrives (the route's loader), before the page has rendered it. */
export function preloadHeroImage(src: string | null, meta: unknown): void {
  if (src) preloadPicture(src, meta, { sizes: HERO_IMAGE_SIZES });
}
