import { Button } from 'shared-ui';
import type { EditConflict } from '../api/edit-conflict';
import { formatDate } from '../api/format-date';
import styles from './item-form.module.css';

export interface EditConflictAlertProps {
  conflict: EditConflict;
  singular: string;
  busy: boolean;
  /** Replaces the form's values with the version now saved (what was typed here is dropped). */
  onReload: () => void;
  /** Saves what is in the form over that version. */
  onOverwrite: () => void;
}

/** Someone saved this item after the form opened it: say who and when, keep what was typed, offer both ways on. */
export function EditConflictAlert({
  conflict,
  singular,
  busy,
  onReload,
  onOverwrite,
}: EditConflictAlertProps) {
  const who = conflict.changedBy ?? 'Another administrator';
  return (
    <div role="alert" className={styles.failure}>
      <p>
        <strong>Not saved: this {singular} was changed after you opened it.</strong> {who} saved it on{' '}
        {formatDate(conflict.updatedAt, true)}. Everything you typed is still here.
      </p>
      <div className={styles.conflictActions}>
        <Button variant="secondary" size="sm" onClick={onReload} disabled={busy}>
          Load their version
        </Button>
        <Button variant="danger" size="sm" onClick={onOverwrite} disabled={busy}>
          Save mine over theirs
        </Button>
      </div>
    </div>
  );
}
