import { Toaster as SonnerToaster } from 'sonner';
import { NOTIFICATION } from '../constants';

/**
 * Notifications with the timings of [spec §9](../../../docs/spec.md#9-business-constants-and-limits);
 * mounted once, by UiProviders.
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
