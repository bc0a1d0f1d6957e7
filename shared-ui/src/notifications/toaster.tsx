import { Toaster as SonnerToaster } from 'sonner';
import { NOTIFICATION } from '../constants';

/** Notifications with the spec's timings; mounted once, by UiProviders. */
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
