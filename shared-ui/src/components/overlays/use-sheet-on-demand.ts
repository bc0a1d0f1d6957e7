import { useState } from 'react';

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
  return {
    wanted,
    sheet: { open: open === true, onOpenChange: setOpen },
    onTrigger: wanted ? undefined : () => setOpen(true),
  };
}
