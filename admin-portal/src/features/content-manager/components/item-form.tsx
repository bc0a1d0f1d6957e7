import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Row, ContentTableName } from 'shared-ui/data';
import { Form, useWatch, useZodForm } from 'shared-ui/forms';
import { describeError } from '../../../lib/errors';
import type { FieldDef } from '../api/column-spec';
import type { ContentConfig } from '../api/content-config';
import { editConflictOf, type EditConflict } from '../api/edit-conflict';
import { changedSince, rowToValues, type FormValues } from '../api/form-values';
import { getItem } from '../api/get-item';
import { useSaveItem } from '../api/save-item';
import { EditConflictAlert } from './edit-conflict-alert';
import { FormControl } from './form-control';
import { FormStatus } from './form-status';
import { ImageField } from './image-field';
import styles from './item-form.module.css';

export interface ItemFormProps<T extends ContentTableName> {
  config: ContentConfig<T>;
  /** The row being edited, or null for a new one. */
  existing: Row<T> | null;
  /** The form element's id, for a submit button outside it (a sheet's footer). */
  formId: string;
  /** Columns the form does not show, e.g. display_order of a new row. */
  extra?: Record<string, unknown>;
  onSaved?: (row: Row<T>) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Shown under the fields with the current values, e.g. the welcome section's preview. */
  preview?: (values: Record<string, unknown>, files: Record<string, File>) => ReactNode;
}

/**
 * A configured create/edit form. On failure it keeps every value and chosen file, says why, and
 * the same Save button retries; on success it takes the server's row as its new starting point.
 */
export function ItemForm<T extends ContentTableName>({
  config,
  existing,
  formId,
  extra,
  onSaved,
  onDirtyChange,
  onBusyChange,
  preview,
}: ItemFormProps<T>) {
  const defaults = useMemo(
    () => (existing ? rowToValues(existing, config.fields, config.blankValues()) : config.blankValues()),
    [config, existing],
  );
  const form = useZodForm(config.schema, defaults);
  // The form speaks of fields by name; which names a row has is the spec's business.
  const fields: readonly FieldDef[] = config.fields;
  const [files, setFiles] = useState<Record<string, File>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // The version a save replaces: the one opened (not a newer one a refetch brings in while the admin types),
  // the one last saved here, or the one the admin chose to load or to save over.
  const [base, setBase] = useState<string | undefined>(existing?.updated_at);
  const save = useSaveItem(config);
  const values = useWatch({ control: form.control }) as Record<string, unknown>;

  const dirty = form.formState.isDirty || Object.keys(files).length > 0;
  // Reported from a layout effect, so the page's state (and its unsaved-changes guard) is updated in the same
  // task as the keystroke: from a passive effect the page would render a task later, and a Back press or a
  // click on Cancel in between would leave without asking.
  useLayoutEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => onBusyChange?.(save.isPending), [save.isPending, onBusyChange]);

  const submit = async (parsed: Record<string, unknown>, baseUpdatedAt = base) => {
    // What the fields held when Save was pressed: anything typed while the save is on its way differs from it.
    const sent = structuredClone(form.getValues()) as FormValues;
    setFailure(null);
    setConflict(null);
    setProgress({});
    try {
      const outcome = await save.mutateAsync({
        existing,
        values: parsed,
        files,
        baseUpdatedAt,
        extra: existing ? undefined : extra,
        onProgress: (field, fraction) => setProgress((prev) => ({ ...prev, [field]: fraction })),
      });
      setFiles({});
      setProgress({});
      setBase(outcome.row.updated_at);
      // The server's row is the new starting point, but what was typed while it was saved (the save waits for the
      // lists to be read again) stays typed, and unsaved: resetting over it lost a quick second correction.
      const typedSince = changedSince(sent, form.getValues() as FormValues);
      form.reset(rowToValues(outcome.row, config.fields, config.blankValues()));
      for (const [name, value] of typedSince) form.setValue(name, value, { shouldDirty: true });
      onSaved?.(outcome.row);
    } catch (error) {
      setProgress({});
      const refused = editConflictOf(error);
      if (refused) setConflict(refused);
      else setFailure(describeError(error));
    }
  };

  const overwrite = (over: EditConflict) =>
    void form.handleSubmit((parsed) => submit(parsed, over.updatedAt))();
  const reload = async () => {
    if (!existing) return;
    try {
      const saved = await getItem(config, existing.id);
      if (!saved) {
        setFailure('This item is no longer here: it may have been moved to Trash.');
        return;
      }
      setConflict(null);
      setFiles({});
      setBase(saved.updated_at);
      form.reset(rowToValues(saved, config.fields, config.blankValues()));
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  const setFile = (name: string, file: File | undefined) =>
    setFiles((prev) => {
      const next = { ...prev };
      if (file) next[name] = file;
      else delete next[name];
      return next;
    });

  return (
    <Form
      form={form}
      onSubmit={(parsed) => submit(parsed)}
      id={formId}
      aria-busy={save.isPending || undefined}
    >
      <div className={styles.grid}>
        {conflict ? (
          <EditConflictAlert
            conflict={conflict}
            singular={config.singular.toLowerCase()}
            busy={save.isPending}
            onReload={() => void reload()}
            onOverwrite={() => overwrite(conflict)}
          />
        ) : null}
        <FormStatus values={values} />
        {failure ? (
          <div role="alert" className={styles.failure}>
            <strong>Not saved.</strong> {failure} Everything you entered is still here: fix the problem if
            needed and press Save again.
          </div>
        ) : null}
        {fields.map((field) => (
          <div
            key={field.name}
            className={
              field.wide || field.kind === 'image' || field.kind === 'list' ? styles.wide : undefined
            }
          >
            {field.kind === 'image' ? (
              <ImageField
                label={field.label}
                hint={field.hint}
                url={String(values[field.name] ?? '')}
                file={files[field.name]}
                progress={progress[field.name]}
                onFileChange={(file) => setFile(field.name, file)}
                onClear={() => form.setValue(field.name, '', { shouldDirty: true })}
              />
            ) : (
              <FormControl form={form} field={field} />
            )}
          </div>
        ))}
        {preview ? <div className={styles.wide}>{preview(values, files)}</div> : null}
      </div>
    </Form>
  );
}
