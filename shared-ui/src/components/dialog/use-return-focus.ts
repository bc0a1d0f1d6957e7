import { useRef } from 'react';

/**
 * Radix returns focus only to its own Trigger. Dialogs opened another way (a row's Edit button, a
 * route) would drop focus to <body>; this remembers what had focus on open and goes back to it.
 */
export function useReturnFocus(onOpen?: (event: Event) => void) {
  const previous = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      previous.current = document.activeElement;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
