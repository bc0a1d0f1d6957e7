import { IMAGE_VIEWER } from '../../constants';
import { pictureSourceSet } from '../../images/picture-sources';
import { preloadPicture } from '../../images/preload-picture';

/** The viewer shows a picture across the screen. */
export const VIEWER_IMAGE_SIZES = '100vw';

const VIEWER_PICTURE = { quality: IMAGE_VIEWER.quality, srcWidth: IMAGE_VIEWER.srcWidth };

/** What the viewer's `<img>` asks for: a stored picture's sources at the viewer's quality. */
export const viewerSources = (image: { src: string; meta?: unknown }) =>
  pictureSourceSet(image.src, image.meta, VIEWER_PICTURE);

/** The picture a viewer opens on, fetched before the viewer's code has come (its page's loader has the row). */
export const preloadViewerImage = (image: { src: string; meta?: unknown }) =>
  preloadPicture(image.src, image.meta, { ...VIEWER_PICTURE, sizes: VIEWER_IMAGE_SIZES });
