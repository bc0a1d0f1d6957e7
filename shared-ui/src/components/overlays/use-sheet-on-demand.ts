import { useState } from 'react';
import { Sheet, SheetClose } from './lazy-overlays';

/**
 * A menu sheet whose code (Radix Dialog, with its focus trap and scroll lock) is fetched on the first tap of its
 * button, not with the page: render the Sheet (with `sheet`, its open state) once `wanted`, and until then the
 * button alone, whose `onTrigger` opens it. The public header and the admin frame both hide that button on a
 * wide screen.
 */
export function useSheetOnDemand() {
  // Undefined until the first tap.
  const [open, setOpen] = useState<boolean>();
  const wanted = open !== undefined;
  // The sheet is asked for once its code is in, so that it mounts as it is. Mounted first, it suspended, and React
  // holds back what a suspended part shows once it resolves (~300 ms): the menu opened 300 ms after its code came.
  // Its links' SheetClose (the same chunk) too, or a link tapped in those 300 ms left the sheet open. If the code
  // does not come, the sheet is asked for all the same and fails as any lazy part does.
  const openWhenLoaded = () => {
    const show = () => setOpen(true);
    void Promise.all([Sheet.preload(), SheetClose.preload()]).then(show, show);
  };
  return {
    wanted,
    sheet: { open: open === true, onOpenChange: setOpen },
    onTrigger: wanted ? undefined : openWhenLoaded,
  };
}
