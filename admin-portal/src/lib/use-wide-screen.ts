import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'shared-ui';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True at a computer's width (the stylesheets' breakpoint), kept current as the window is resized. */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
