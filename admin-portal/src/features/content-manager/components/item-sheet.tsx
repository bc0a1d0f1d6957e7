import { useState } from 'react';
import { Button, ConfirmDialog, Sheet } from 'shared-ui';
import type { Row, ContentTableName } from 'shared-ui/data';
import type { ContentConfig } from '../api/content-config';
import { HistoryPanel } from './history-panel';
import { ItemForm } from './item-form';
import { UnsavedChangesGuard } from './unsaved-changes-dialog';
import { useItemFormState } from './use-item-form-state';
import styles from './item-sheet.module.css';

export interface ItemSheetProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  /** Open with this row (edit) or `null` (new); `undefined` is closed. */
  item: Row<T> | null | undefined;
  extra?: Record<string, unknown>;
  onClose: () => void;
  onSaved?: (row: Row<T>) => void;
}

/** The create/edit form in a side panel (full width on phones); closing it with changes asks first. */
export function ItemSheet<T extends ContentTableName>({
  config,
  item,
  extra,
  onClose,
  onSaved,
}: ItemSheetProps<T>) {
  const { formId, dirty, busy, setDirty, bindings } = useItemFormState();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const open = item !== undefined;
  const close = () => {
    setDirty(false);
    onClose();
  };
  const heading = item ? `Edit ${config.singular.toLowerCase()}` : `New ${config.singular.toLowerCase()}`;

  return (
    <>
      <UnsavedChangesGuard dirty={open && dirty} />
      <Sheet
        open={open}
        onOpenChange={(next) => {
          if (next || busy) return;
          if (dirty) setConfirmDiscard(true);
          else close();
        }}
        title={heading}
        closeLabel="Close form"
        className={styles.sheet}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => (dirty ? setConfirmDiscard(true) : close())}
              disabled={busy}
            >
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {item ? 'Save changes' : `Create ${config.singular.toLowerCase()}`}
            </Button>
          </>
        }
      >
        {open ? (
          <ItemForm
            // A new key per item, so opening another row starts from that row's values.
            key={item?.id ?? 'new'}
            config={config}
            existing={item}
            extra={extra}
            {...bindings}
            onSaved={(row) => {
              onSaved?.(row);
              close();
            }}
          />
        ) : null}
        {item ? <HistoryPanel key={item.id} config={config} item={item} onRestored={close} /> : null}
      </Sheet>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="The changes in this form are not saved yet."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={close}
      />
    </>
  );
}
