import { fromDateTimeLocal, toDateTimeLocal } from 'shared-ui/inputs';
import { blankItemOf, type FieldDef, type FieldValue, type ListItem } from './column-spec';

export type FormValues = Record<string, FieldValue>;

/** A row as the form edits it: text inputs hold '' for null, datetimes are local. */
export function rowToValues(
  row: Readonly<Record<string, unknown>>,
  fields: readonly FieldDef[],
  blank: FormValues,
): FormValues {
  const values = { ...blank };
  for (const field of fields) {
    const raw = row[field.name];
    switch (field.kind) {
      case 'switch':
        values[field.name] = Boolean(raw);
        break;
      case 'number':
        values[field.name] = typeof raw === 'number' ? raw : Number(raw ?? 0);
        break;
      case 'datetime':
        values[field.name] = toDateTimeLocal(raw as string | null);
        break;
      case 'date':
        values[field.name] = typeof raw === 'string' ? raw.slice(0, 10) : '';
        break;
      case 'list': {
        // Every field of every item present, so each input is controlled from the start.
        const blankItem = field.items ? blankItemOf(field.items) : {};
        values[field.name] = Array.isArray(raw)
          ? raw.map((item: Record<string, unknown>) => ({ ...blankItem, ...(item as ListItem) }))
          : [];
        break;
      }
      default:
        values[field.name] = typeof raw === 'string' ? raw : '';
    }
  }
  return values;
}

/** The columns to write: '' becomes null (optional columns), datetimes go back to UTC. */
export function valuesToPayload(
  values: Readonly<Record<string, unknown>>,
  fields: readonly FieldDef[],
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'datetime') payload[field.name] = fromDateTimeLocal(String(value ?? ''));
    else if (field.kind === 'list') payload[field.name] = ((value ?? []) as ListItem[]).map(itemPayload);
    else if (typeof value === 'string')
      payload[field.name] = value.trim() === '' && !field.keepEmpty ? null : value.trim();
    else payload[field.name] = value ?? null;
  }
  return payload;
}

/** A list's item as the column stores it: texts trimmed, and an empty optional text left out (no key). */
function itemPayload(item: ListItem): ListItem {
  return Object.fromEntries(
    Object.entries(item).flatMap(([key, value]): [string, string | string[]][] => {
      if (typeof value !== 'string') return [[key, value]];
      const trimmed = value.trim();
      return trimmed === '' ? [] : [[key, trimmed]];
    }),
  );
}

/** The fields whose value differs between two readings of a form: what was typed between them. */
export function changedSince(before: FormValues, now: FormValues): [string, FieldValue][] {
  return Object.entries(now).filter(
    ([name, value]) => JSON.stringify(value) !== JSON.stringify(before[name]),
  );
}
