import type { FieldDef } from './column-spec';
import type { Revision } from './get-history';

/** Columns every row has that say nothing a volunteer edits. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * What a version changed, field by field, against the version before it (`older`; none for the first):
 * the form's fields by their labels, in form order, then any other column that changed.
 */
export function changesOf(revision: Revision, older: Revision | undefined, fields: readonly FieldDef[]) {
  const after = (revision.data ?? {}) as Record<string, unknown>;
  const before = (older?.data ?? {}) as Record<string, unknown>;
  const names = Object.keys(after).filter(
    (name) =>
      !BOOKKEEPING.has(name) && JSON.stringify(after[name] ?? null) !== JSON.stringify(before[name] ?? null),
  );
  const place = (name: string) => {
    const at = fields.findIndex((field) => field.name === name);
    return at === -1 ? fields.length : at;
  };
  return names
    .sort((a, b) => place(a) - place(b))
    .map((name): FieldChange => ({
      field: name,
      label: fields.find((field) => field.name === name)?.label ?? name.replaceAll('_', ' '),
      before: before[name] ?? null,
      after: after[name] ?? null,
    }));
}
