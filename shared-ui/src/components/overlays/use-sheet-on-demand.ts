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
  // The sheet is asked for once its code is in, with its links' SheetClose (the same chunk), so that it mounts as it
  // is, open, and no link in it is a stand-in that would leave it open when tapped. (When lazy parts still waited
  // behind Suspense, mounting it first also opened the menu ~300 ms after its code came.) If the code does not
  // come, the sheet is asked for all the same and fails as any lazy part does.
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
