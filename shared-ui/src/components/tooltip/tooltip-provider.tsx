import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TOOLTIP } from '../../constants';

/**
 * Wrap a screen that shows tooltips: a 700 ms delay, and 300 ms skip delay between neighbours
 * ([spec §9](../../../../docs/spec.md#9-business-constants-and-limits)).
 * Not in UiProviders, so a visitor's first load does not carry Radix Tooltip and floating-ui.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}
