import { useCallback, useState } from 'react';

/**
 * A ConfirmDialog about one thing at a time (the row to delete, the version to restore): `ask(thing)` opens
 * it, closing it forgets the thing, and `dialogProps(run)` binds the dialog, running `run` on the thing
 * asked about when confirmed.
 */
export function useConfirmItem<T>() {
  const [item, setItem] = useState<T | null>(null);
  const dialogProps = (run: (item: T) => Promise<unknown>) => ({
    open: item !== null,
    onOpenChange: (open: boolean) => {
      if (!open) setItem(null);
    },
    onConfirm: () => (item === null ? undefined : run(item)),
  });
  // Stable, so a list's row actions that ask can be too.
  const ask = useCallback((next: T) => setItem(() => next), []);
  return { item, ask, dialogProps };
}
