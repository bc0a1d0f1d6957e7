import { ConfirmDialog } from 'shared-ui';
import { useUnsavedChanges } from './use-unsaved-changes';

/** Asks before the router leaves a page with unsaved changes (tab close/reload: the browser asks). */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChanges(dirty);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="You have changes that are not saved. If you leave this page now, they will be lost."
      confirmLabel="Leave and discard"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
