import { useId, useState } from 'react';

/**
 * What a page keeps of an ItemForm whose Save button stands outside it (a sheet's footer, under the
 * form): the form's id for that button, and whether it has unsaved changes or is saving. `bindings`
 * go on the ItemForm as they are.
 */
export function useItemFormState() {
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  // State setters keep their identity, so the form's effects that report to them do not run again.
  const bindings = { formId, onDirtyChange: setDirty, onBusyChange: setBusy };
  return { formId, dirty, busy, setDirty, bindings };
}
