import { Toaster as SonnerToaster } from 'sonner';
import { NOTIFICATION } from '../constants';

/**
 * Notifications with the timings of [spec §9](../../../docs/spec.md#9-business-constants-and-limits);
 * mounted once, by UiProviders. sonner is patched (scripts/patches/sonner@2.0.8.patch): tabbing past the page's
 * last control into the toasts and out again went back to that control, a loop until the toasts expired.
 */
export function Toaster() {
  return (
    <SonnerToaster
      duration={NOTIFICATION.durationMs}
      visibleToasts={NOTIFICATION.visibleToasts}
      style={{ ['--width' as string]: `${NOTIFICATION.widthPx}px` }}
      closeButton
      richColors
    />
  );
}
