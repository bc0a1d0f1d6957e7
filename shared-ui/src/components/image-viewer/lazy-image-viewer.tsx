import { lazyComponent } from '../../lib/lazy-component';
import { Spinner } from '../spinner/spinner';
import type { ImageViewerProps, ViewerImage } from './image-viewer';
import styles from './image-viewer.module.css';

export const ImageViewer = lazyComponent<ImageViewerProps>(
  () => import('./image-viewer').then((m) => m.ImageViewer),
  () => (
    <div className={styles.overlay} data-viewer-loading="">
      <div className={styles.spinner} style={{ color: 'var(--color-on-viewer)' }}>
        <Spinner label="Loading image viewer" size="lg" />
      </div>
    </div>
  ),
);

export type { ImageViewerProps, ViewerImage };
