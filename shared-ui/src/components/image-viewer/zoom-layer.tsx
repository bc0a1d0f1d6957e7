import type { ReactNode, Ref } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { IMAGE_VIEWER } from '../../constants';
import styles from './image-viewer.module.css';

export interface ZoomLayerProps {
  zoomRef: Ref<ReactZoomPanPinchRef>;
  /** Dragging pans the photo (only when zoomed: unzoomed, a swipe moves to the next one). */
  panning: boolean;
  onScale: (scale: number) => void;
  /** The layer is ready: zoomRef now works. */
  onReady: (zoom: ReactZoomPanPinchRef) => void;
  children: ReactNode;
}

/** Zoom with buttons, wheel, pinch or double-tap, round the photo; in its own chunk (see ImageViewer's stage). */
export function ZoomLayer({ zoomRef, panning, onScale, onReady, children }: ZoomLayerProps) {
  return (
    <TransformWrapper
      ref={zoomRef}
      minScale={1}
      maxScale={IMAGE_VIEWER.maxScale}
      centerOnInit
      doubleClick={{ mode: 'toggle', step: IMAGE_VIEWER.zoomStep * 2 }}
      wheel={{ step: IMAGE_VIEWER.zoomStep / 2 }}
      panning={{ disabled: !panning }}
      onTransform={(_ref, state) => onScale(state.scale)}
      onInit={onReady}
    >
      <TransformComponent wrapperClass={styles.wrapper} contentClass={styles.content}>
        {children}
      </TransformComponent>
    </TransformWrapper>
  );
}
