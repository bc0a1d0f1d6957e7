import { pictureSourceSet } from './picture-sources';

const preloaded = new Set<string>();

/**
 * Starts downloading the picture a page is about to show largest, with the sources and sizes its
 * `<ResponsiveImage priority>` will ask for (the browser then takes the preloaded response), as soon as the row
 * naming it has arrived: not once the page's code has come and rendered it.
 */
export function preloadPicture(
  url: string,
  meta: unknown,
  { sizes = '100vw', ...sources }: { sizes?: string; quality?: number; srcWidth?: number } = {},
): void {
  const { src, srcSet } = pictureSourceSet(url, meta, sources);
  const key = `${src} ${srcSet ?? ''} ${sizes}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  // The <img>'s own srcset and sizes: the browser matches the preload to it by these.
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  document.head.append(link);
}
