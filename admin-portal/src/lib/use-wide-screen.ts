import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'shared-ui';

/**
 * The stylesheets' phone rule (`max-width: 767px`) negated, not `min-width: 768px`: at a zoomed window's
 * fractional width between the two, neither would hold, and the frame would keep a column for a sidebar not drawn.
 */
const WIDE = `not all and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

let query: MediaQueryList | undefined;
const wideQuery = () => (query ??= window.matchMedia(WIDE));

const subscribe = (onChange: () => void) => {
  wideQuery().addEventListener('change', onChange);
  return () => wideQuery().removeEventListener('change', onChange);
};

/** True at a computer's width (where the stylesheets show the sidebar), kept current as the window is resized. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, () => wideQuery().matches);
