import { lazyComponent } from '../../lib/lazy-component';
import { Spinner } from '../spinner/spinner';
import type { ImageViewerProps, ViewerImage } from './image-viewer';
import styles from './image-viewer.module.css';

const loadImageViewer = () => import('./image-viewer').then((m) => m.ImageViewer);

/**
 * Starts fetching the viewer's code (the dialog, zooming: ~40 KB gzip) before the viewer renders: a page that
 * opens on it asks while its own data loads. A failure shows where the viewer renders (its fallback stays).
 */
export const preloadImageViewer = (): void => void loadImageViewer().catch(() => undefined);

export const ImageViewer = lazyComponent<ImageViewerProps>(loadImageViewer, () => (
  <div className={styles.overlay} data-viewer-loading="">
    <div className={styles.spinner} style={{ color: 'var(--color-on-viewer)' }}>
      <Spinner label="Loading image viewer" size="lg" />
    </div>
  </div>
));

export type { ImageViewerProps, ViewerImage };
export { preloadViewerImage } from './viewer-sources';
