import type { ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Toaster } from 'sonner';
import { NOTIFICATION, TOOLTIP } from '../constants';

/** Notifications and tooltips with the spec's timings; rendered once, by the shell. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
      <Toaster
        duration={NOTIFICATION.durationMs}
        visibleToasts={NOTIFICATION.visibleToasts}
        style={{ ['--width' as string]: `${NOTIFICATION.widthPx}px` }}
        closeButton
        richColors
      />
    </Tooltip.Provider>
  );
}
