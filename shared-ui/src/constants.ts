/**
 * Every business constant of [spec §9](../../docs/spec.md#9-business-constants-and-limits) lives here;
 * nothing else hard-codes them.
 */
export const SPLASH_DURATION_MS = 2500;
export const LOADING_OVERLAY_DELAY_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 768;

export const SMOOTH_SCROLL = { lerp: 0.1, wheelMultiplier: 0.8 } as const;

export const RESPONSIVE_IMAGE_WIDTHS = [320, 480, 640, 750, 828, 1080, 1200, 1920] as const;
export const DEFAULT_IMAGE = { width: 800, quality: 60 } as const;
export const IMAGE_PLACEHOLDER = { width: 20, quality: 20, blurPx: 10 } as const;
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200;

export const NOTIFICATION = { durationMs: 4000, visibleToasts: 3, widthPx: 356 } as const;
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const QUERY_CACHE_RETENTION_MS = 5 * 60 * 1000;
/**
 * A read answered this recently is reused when a page mounts instead of asked again: the route loader's
 * prefetch is not repeated by the page it was for. Live updates and every rejoin still refetch at once.
 */
export const QUERY_FRESH_MS = 5000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_BACKOFF_CAP_MS = 30_000;

export const REALTIME = { heartbeatIntervalMs: 25_000, timeoutMs: 10_000, pushBufferSize: 100 } as const;
export const AUTH_REFRESH = { tickMs: 30_000, marginMs: 90_000 } as const;
export const STORAGE_LIST_PAGE_SIZE = 100;

/** Exponential backoff for query retries: 1 s, 2 s, 4 s … never above the cap. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_BACKOFF_CAP_MS);
}

/** The full-screen image viewer: sharper than list images, zoom limits, and how far a swipe must go. */
export const IMAGE_VIEWER = {
  quality: 80,
  srcWidth: 1920,
  maxScale: 4,
  zoomStep: 0.5,
  swipeThresholdPx: 50,
} as const;
