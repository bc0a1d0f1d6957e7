import * as RadixDialog from '@radix-ui/react-dialog';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import type { ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { IMAGE_VIEWER, TOOLTIP } from '../../constants';
import { pictureSourceSet } from '../../images/picture-sources';
import { afterNextPaint } from '../../lib/after-next-paint';
import { lazyComponent } from '../../lib/lazy-component';
import { whenFirstScreenHasPassed } from '../../lib/use-after-first-screen';
import { useDrawn } from '../../lib/use-drawn';
import { Spinner } from '../spinner/spinner';
import { Tooltip } from '../tooltip/tooltip';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { modalPortalTarget } from '../dialog/modal-portal-target';
import { useReturnFocus } from '../dialog/use-return-focus';
import styles from './image-viewer.module.css';
import type { ZoomLayerProps } from './zoom-layer';

export interface ViewerImage {
  src: string;
  /** The row's meta for the picture (see ResponsiveImage): its variants serve the viewer too. */
  meta?: unknown;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
}

const viewerSources = (image: ViewerImage) =>
  pictureSourceSet(image.src, image.meta, { quality: IMAGE_VIEWER.quality, srcWidth: IMAGE_VIEWER.srcWidth });

export interface ImageViewerProps {
  images: ViewerImage[];
  /** The image shown (0-based); the caller owns it, e.g. in the URL so the view can be shared. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the viewer for screen readers, e.g. the album title. */
  title?: string;
  /** Wrap from the last image to the first and back. */
  loop?: boolean;
}

/** The photo's box before its zoom layer is round it: the same boxes, so nothing moves when the layer comes. */
function PlainStage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

const LazyZoomLayer = lazyComponent<ZoomLayerProps>(
  () => import('./zoom-layer').then((m) => m.ZoomLayer),
  PlainStage,
  { optional: true },
);

/**
 * The photo, and its zoom layer once its photo is on screen:
 * - The layer's code (react-zoom-pan-pinch, 18 KB gzip) is asked for then, and not before the splash has lifted:
 *   the photo neither waits for it nor shares a slow line with it, and nobody can zoom under the splash.
 *   Lighthouse's LCP on /image-viewer was 2.83–2.91 s with it in the viewer's chunks and 2.58–2.77 s without
 *   (bench P3, 2026-12-06). Zoom keys and buttons pressed before then wait for the layer (ImageViewer's withZoom).
 * - The layer measures its boxes as it mounts, a forced layout of the page. It comes after a frame has shown its
 *   photo without it, in the same boxes; and it renders as a deferred update, in slices, so that the task that lays
 *   the page out holds only its commit.
 * - Its own component, so that only it renders again then.
 */
function ZoomLayer({ photoShown, ...layer }: ZoomLayerProps & { photoShown: boolean }) {
  const photoDrawn = useDrawn(photoShown);
  const [codeReady, setCodeReady] = useState(false);
  useEffect(() => {
    if (!photoDrawn) return;
    let live = true;
    const stop = whenFirstScreenHasPassed(() =>
      // If it fails to come, the photo stays as it is, without zoom.
      LazyZoomLayer.preload().then(
        () => live && setCodeReady(true),
        () => {},
      ),
    );
    return () => {
      live = false;
      stop();
    };
  }, [photoDrawn]);
  const zoomable = useDeferredValue(codeReady);
  return zoomable ? <LazyZoomLayer {...layer} /> : <PlainStage>{layer.children}</PlainStage>;
}

const clampIndex = (i: number, n: number) => Math.min(Math.max(i, 0), Math.max(n - 1, 0));

/**
 * Full-screen viewer: zoom with buttons, wheel, pinch or double-tap; pan when zoomed; ← → and swipe
 * move through the list; + / − / 0 zoom; Esc closes. Focus stays inside and returns where it was.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  title = 'Image viewer',
  loop = false,
}: ImageViewerProps) {
  const count = images.length;
  const current = clampIndex(index, count);
  const image = images[current];
  const zoomRef = useRef<ReactZoomPanPinchRef>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number; fingers: number } | null>(null);
  const focus = useReturnFocus((event) => {
    event.preventDefault();
    // After the next paint: focus() lays the page out there and then, which in the task that mounts the viewer was
    // ~34 ms of ~180 at 4× CPU (bench P3), and in the frame's callbacks still ~7 ms before the frame's own layout.
    // After the paint, the layout it needs is done.
    const close = closeRef.current;
    afterNextPaint(() => close?.focus());
  });
  const [scale, setScale] = useState(1);
  const [loaded, setLoaded] = useState<string | null>(null);
  // A photo that did not come (a dead spot, a removed file) says so, with a way to ask again, instead of spinning.
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Each photo's zoom layer comes a drawn frame after it (see ZoomLayer). A zoom asked for before then (+ pressed
  // right after an arrow key) waits for the layer instead of being lost; moving on drops it.
  const pendingZoom = useRef<((zoom: ReactZoomPanPinchRef) => void) | null>(null);
  const withZoom = (action: (zoom: ReactZoomPanPinchRef) => void) => () => {
    const zoom = zoomRef.current;
    if (zoom) action(zoom);
    else pendingZoom.current = action;
  };
  const onZoomReady = (zoom: ReactZoomPanPinchRef) => {
    const action = pendingZoom.current;
    pendingZoom.current = null;
    action?.(zoom);
  };

  const hasPrev = loop ? count > 1 : current > 0;
  const hasNext = loop ? count > 1 : current < count - 1;
  const go = (delta: number) => {
    if (count < 2) return;
    const target = loop ? (current + delta + count) % count : current + delta;
    if (target >= 0 && target < count && target !== current) {
      pendingZoom.current = null;
      onIndexChange(target);
    }
  };

  // A new image starts unzoomed.
  useEffect(() => {
    setScale(1);
  }, [current]);

  // Warm the cache for the neighbours so moving feels instant, once the shown image has come: on a slow
  // connection they would otherwise share its bandwidth (Lighthouse's LCP on the viewer was this image).
  const shownLoaded = loaded === image?.src;
  useEffect(() => {
    if (!shownLoaded) return;
    for (const neighbour of [images[current - 1], images[current + 1]]) {
      if (!neighbour) continue;
      const img = new Image();
      img.fetchPriority = 'low';
      img.sizes = '100vw';
      const sources = viewerSources(neighbour);
      img.srcset = sources.srcSet ?? '';
      img.src = sources.src;
    }
  }, [images, current, shownLoaded]);

  const zoomIn = withZoom((zoom) => zoom.zoomIn(IMAGE_VIEWER.zoomStep));
  const zoomOut = withZoom((zoom) => zoom.zoomOut(IMAGE_VIEWER.zoomStep));
  const reset = withZoom((zoom) => zoom.resetTransform());

  const onKeyDown = (event: KeyboardEvent) => {
    const handlers: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': reset,
    };
    const handler = handlers[event.key];
    if (!handler || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    handler();
  };

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY, fingers: event.touches.length } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const t = event.changedTouches[0];
    touchStart.current = null;
    // Only a one-finger, mostly horizontal swipe on an unzoomed image changes the picture.
    if (!start || !t || start.fingers > 1 || scale > 1.01) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) >= IMAGE_VIEWER.swipeThresholdPx && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const control = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    options: { disabled?: boolean; className?: string } = {},
  ) => (
    <Tooltip content={label}>
      <button
        type="button"
        className={`${styles.control} ${options.className ?? ''}`}
        aria-label={label}
        onClick={onClick}
        disabled={options.disabled}
      >
        {icon}
      </button>
    </Tooltip>
  );

  const photo = image ? (
    <img
      className={styles.image}
      src={viewerSources(image).src}
      srcSet={viewerSources(image).srcSet}
      sizes="100vw"
      fetchPriority="high"
      alt={image.alt}
      width={image.width}
      height={image.height}
      draggable={false}
      data-loaded={loaded === image.src}
      onLoad={() => setLoaded(image.src)}
      onError={() => setFailed(image.src)}
      // A new element asks again: the same element keeps the failure it met.
      key={attempt}
    />
  ) : null;

  return (
    // Its own tooltip provider, so the viewer also works outside UiProviders (e.g. a standalone page).
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
        <RadixDialog.Portal container={modalPortalTarget()}>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content
            className={styles.viewer}
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            {...focus}
            data-index={current}
            data-scale={scale.toFixed(2)}
          >
            <RadixDialog.Title asChild>
              <VisuallyHidden>{title}</VisuallyHidden>
            </RadixDialog.Title>
            <div className={styles.bar}>
              <span className={styles.counter} aria-live="polite" aria-atomic="true">
                <span aria-hidden="true">
                  {count ? current + 1 : 0} / {count}
                </span>
                <VisuallyHidden>{`Image ${count ? current + 1 : 0} of ${count}`}</VisuallyHidden>
              </span>
              <div className={styles.tools}>
                {control('Zoom out', <ZoomOut size={20} aria-hidden="true" />, zoomOut, {
                  disabled: scale <= 1.01,
                })}
                {control('Zoom in', <ZoomIn size={20} aria-hidden="true" />, zoomIn, {
                  disabled: scale >= IMAGE_VIEWER.maxScale - 0.01,
                })}
                {control('Reset zoom', <RotateCcw size={20} aria-hidden="true" />, reset, {
                  disabled: scale <= 1.01,
                })}
                <RadixDialog.Close asChild>
                  <button ref={closeRef} type="button" className={styles.control} aria-label="Close viewer">
                    <X size={22} aria-hidden="true" />
                  </button>
                </RadixDialog.Close>
              </div>
            </div>

            <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
              {image ? (
                <ZoomLayer
                  key={current}
                  photoShown={loaded === image.src}
                  zoomRef={zoomRef}
                  panning={scale > 1.01}
                  onScale={setScale}
                  onReady={onZoomReady}
                >
                  {photo}
                </ZoomLayer>
              ) : null}
              {image && failed === image.src ? (
                // Not shared-ui's ErrorState: importing it from this chunk would split it out of the first load's
                // (+83 B gzip on P1), and the viewer's dark stage wants its own colours anyway.
                <div className={styles.failed} role="alert">
                  <p>
                    <strong>This photo didn’t load.</strong> Please check your connection and try again.
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      setFailed(null);
                      setAttempt((n) => n + 1);
                    }}
                  >
                    Try again
                  </button>
                </div>
              ) : image && loaded !== image.src ? (
                <div className={styles.spinner}>
                  <Spinner label="Loading image" size="lg" />
                </div>
              ) : null}
              {count > 1 ? (
                <>
                  {control('Previous image', <ChevronLeft size={26} aria-hidden="true" />, () => go(-1), {
                    disabled: !hasPrev,
                    className: `${styles.nav} ${styles.prev}`,
                  })}
                  {control('Next image', <ChevronRight size={26} aria-hidden="true" />, () => go(1), {
                    disabled: !hasNext,
                    className: `${styles.nav} ${styles.next}`,
                  })}
                </>
              ) : null}
            </div>

            <p className={styles.caption}>{image?.caption ?? ''}</p>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </RadixTooltip.Provider>
  );
}
