import clsx from 'clsx';
import { useEffect, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react';
import { DEFAULT_IMAGE, IMAGE_PLACEHOLDER, LAZY_IMAGE_ROOT_MARGIN_PX } from '../constants';
import { pictureSourceSet } from './picture-sources';
import { usePlaceholderDecoder } from './placeholder-decoder';
import { useInViewport } from './use-in-viewport';
import styles from './responsive-image.module.css';

/**
 * The frame's size is known before the image loads, so nothing below it moves: from the layout's own size or
 * ratio, or from the picture's size the row recorded (`meta`: `image_url` → `image_meta`). With meta the picture is
 * drawn from its stored variants and its placeholder from its ThumbHash, without a request.
 */
type ReservedSize =
  | { width: number; height: number; aspectRatio?: number | string; meta?: unknown }
  | { aspectRatio: number | string; width?: number; height?: number; meta?: unknown }
  | { meta: unknown; width?: number; height?: number; aspectRatio?: number | string };

export type ResponsiveImageProps = ReservedSize & {
  src: string;
  /** Required: describe the picture, or '' when it is purely decorative. */
  alt: string;
  /** How wide the image shows at each breakpoint, e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes?: string;
  /** The page's hero image: requested at once, eagerly and with high priority. One per page. */
  priority?: boolean;
  quality?: number;
  fit?: 'cover' | 'contain';
  /** CSS object-position, e.g. 'top' for portraits. */
  position?: string;
  className?: string;
  style?: CSSProperties;
  onLoad?: () => void;
};

type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * A stored picture at the width the layout needs: from its variants (pictureSourceSet says when the render
 * endpoint or the original serves instead). It waits until it is within 200 px of the viewport before requesting
 * anything; its blurred placeholder shows until the picture has loaded (drawn from the row's ThumbHash without a
 * request, once the first screen has shown and while the picture is awaited, or with the picture from the render
 * endpoint).
 * State is on the frame as data-state / data-loaded / data-in-viewport.
 */
export function ResponsiveImage({
  src,
  meta,
  alt,
  sizes = '100vw',
  priority = false,
  quality = DEFAULT_IMAGE.quality,
  fit = 'cover',
  position,
  width,
  height,
  aspectRatio,
  className,
  style,
  onLoad,
}: ResponsiveImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const { inViewport, hasEntered } = useInViewport(frameRef, LAZY_IMAGE_ROOT_MARGIN_PX);
  const [state, setState] = useState<{ src: string; load: LoadState; fallback: boolean }>({
    src,
    load: 'idle',
    fallback: false,
  });
  // A new src starts over (state derived during render, no effect round-trip).
  const current = state.src === src ? state : { src, load: 'idle' as LoadState, fallback: false };
  if (current !== state) setState(current);

  const shouldLoad = priority || hasEntered;
  const loaded = current.load === 'loaded';
  // A ThumbHash is decoded (a few ms each on a phone, in the render after the first screen) only for a picture that
  // is being waited for: one still far from the viewport, or already loaded, never shows it. One already drawn
  // stays, so that the picture fades in over it.
  const placeholderWanted = shouldLoad && !loaded;
  const sources = pictureSourceSet(src, meta, { quality, drawPlaceholder: placeholderWanted });
  // Renders again once the ThumbHash decoder has arrived (after the first screen), and sources has the placeholder.
  usePlaceholderDecoder(placeholderWanted && sources.thumbHash !== undefined);
  // If a variant or the render endpoint fails (a render on a plan without transformations, say), the original
  // object is the fallback.
  const canFallBack = !current.fallback && sources.src !== src;
  const imageSrc = current.fallback ? src : sources.src;
  const srcSet = current.fallback ? undefined : sources.srcSet;
  const { placeholder } = sources;
  // A ThumbHash already drawn needs no request, so it shows at once.
  const placeholderNow = placeholder?.startsWith('data:') || shouldLoad;

  // An image already in the cache can finish before React attaches onLoad.
  useEffect(() => {
    const img = imageRef.current;
    if (shouldLoad && img?.complete && img.naturalWidth > 0 && current.load !== 'loaded') {
      setState((s) => (s.src === src ? { ...s, load: 'loaded' } : s));
      onLoad?.();
    }
  }, [shouldLoad, src, current.load, onLoad]);

  const handleLoad = () => {
    setState((s) => ({ ...s, load: 'loaded' }));
    onLoad?.();
  };
  const handleError = (_event: SyntheticEvent<HTMLImageElement>) => {
    setState((s) => (canFallBack ? { ...s, fallback: true, load: 'loading' } : { ...s, load: 'error' }));
  };

  const intrinsic = sources.size ? `${sources.size.width} / ${sources.size.height}` : undefined;
  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : intrinsic);
  const frameStyle = {
    aspectRatio: ratio,
    '--image-fit': fit,
    '--image-position': position,
    '--image-placeholder-blur': `${IMAGE_PLACEHOLDER.blurPx}px`,
    ...style,
  } as CSSProperties;

  return (
    <span
      ref={frameRef}
      className={clsx(
        styles.frame,
        loaded && styles.loaded,
        current.load === 'error' && styles.failed,
        className,
      )}
      style={frameStyle}
      data-state={shouldLoad && current.load === 'idle' ? 'loading' : current.load}
      data-loaded={loaded}
      data-in-viewport={inViewport}
    >
      {placeholder ? (
        <img
          className={styles.placeholder}
          // Asked for with the picture, not before: the browser's lazy loading fetched a page's placeholders a
          // screen or more ahead, at the start of the visit, on the connections its scripts were coming over.
          src={placeholderNow ? placeholder : undefined}
          alt=""
          aria-hidden="true"
          decoding="async"
          // Six connections per origin over HTTP/1.1: a placeholder must not hold one a real picture is waiting for.
          fetchPriority="low"
          data-placeholder=""
        />
      ) : null}
      <img
        ref={imageRef}
        className={styles.image}
        alt={alt}
        // Until the frame nears the viewport the image has no source at all, so nothing is fetched; from then on
        // it is wanted at once (the browser's lazy loading would only hold the request back another layout).
        src={shouldLoad ? imageSrc : undefined}
        srcSet={shouldLoad ? srcSet : undefined}
        sizes={srcSet ? sizes : undefined}
        width={width}
        height={height}
        loading="eager"
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        onLoad={handleLoad}
        onError={handleError}
      />
    </span>
  );
}
