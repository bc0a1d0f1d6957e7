import type { Row, ContentTableName } from 'shared-ui/data';
import type { ZodFormSchema } from 'shared-ui/forms';
import { toDateTimeLocal } from 'shared-ui/inputs';
import { z } from 'zod';
import { ruleOf, type CrossCheck } from './column-rules';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'datetime'
  | 'switch'
  | 'select'
  | 'image'
  | 'list';

/** One item of a `list` column as the form edits it (a service time: its name, days, time and note). */
export type ListItem = Record<string, string | string[]>;

export type FieldValue = string | number | boolean | ListItem[];

/** One field of a list's items; `days` is a choice of weekdays, `time` a wall-clock "HH:MM". */
export interface ItemFieldSpec {
  label: string;
  kind: 'text' | 'time' | 'url' | 'tel' | 'select' | 'days';
  required?: boolean;
  /** Longest text accepted (default 200). */
  max?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** Takes the whole row of the item's grid. */
  wide?: boolean;
  /** For a text: the form the database checks, and what to say when it is not met. */
  pattern?: { regex: RegExp; message: string };
}

/** What a `list` column's items hold: a JSON array column edited as a list of small forms. */
export interface ListSpec {
  fields: Record<string, ItemFieldSpec>;
  /** How many items the column accepts (the database's limit). */
  max: number;
  /** One item in words, for its heading and buttons ("service time"). */
  noun: string;
}

/** How a column shows in the manager's list. */
export interface ListOptions {
  /** The list's heading when it differs from the form's label. */
  header?: string;
  /** A datetime shown with its time of day. */
  time?: boolean;
  /** A switch shown as this badge when on (and a dash when off). */
  badge?: string;
}

/**
 * One column as its manager edits it; the form field, its zod rule, its blank value and its list column
 * are all derived from this (content-config.ts).
 */
export interface ColumnSpec {
  label: string;
  kind: FieldKind;
  hint?: string;
  /** Must be filled in; for a date, a string names what to choose ("Choose the start date and time."). */
  required?: boolean | string;
  /** Longest text accepted (default 200, long text 20,000). */
  max?: number;
  /** A rule of its own instead of the one its kind implies (column-rules.ts). */
  rule?: z.ZodType;
  /** The value of a new item (default: '' for text, false for a switch); a function is asked each time. */
  initial?: FieldValue | (() => FieldValue);
  /** Takes the whole row of the form grid (long text, images do anyway). */
  wide?: boolean;
  /** A `not null default ''` column: an empty input is saved as '' rather than null. */
  keepEmpty?: boolean;
  options?: readonly { value: string; label: string }[];
  /** For a `list` column: its items' fields, how many, and what one is called. */
  items?: ListSpec;
  /** Shown in the manager's list; 'title' heads each row (and names the item in messages). */
  list?: true | 'title' | ListOptions;
}

/** A manager's columns, in form order: only the table's own columns can be named. */
export type ColumnSpecs<T extends ContentTableName> = Partial<Record<keyof Row<T> & string, ColumnSpec>>;

/** A column spec with its name: what the form and the list iterate over. */
export type FieldDef<Name extends string = string> = ColumnSpec & { name: Name };

export const fieldsOf = <T extends ContentTableName>(columns: ColumnSpecs<T>) =>
  (Object.entries(columns) as [keyof Row<T> & string, ColumnSpec | undefined][]).flatMap(([name, spec]) =>
    spec ? [{ ...spec, name }] : [],
  );

/** The form's zod schema: each column's rule, then the checks across columns. */
export function schemaOf(fields: readonly FieldDef[], checks: readonly CrossCheck[] = []): ZodFormSchema {
  const shape = z.object(Object.fromEntries(fields.map((field) => [field.name, ruleOf(field)])));
  return checks.reduce<ZodFormSchema>(
    (schema, { check, path, message }) => schema.refine(check, { path: [path], message }),
    shape,
  );
}

/** The form's values for "New". */
export function blankValuesOf(fields: readonly FieldDef[]): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.map((field) => {
      const { initial } = field;
      if (initial !== undefined) return [field.name, typeof initial === 'function' ? initial() : initial];
      return [field.name, field.kind === 'switch' ? false : field.kind === 'list' ? [] : ''];
    }),
  );
}

/** A new item of a list: '' for each text, no day chosen. */
export const blankItemOf = ({ fields }: ListSpec): ListItem =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.kind === 'days' ? [] : '']));

/** Initial values for date columns: now (in the volunteer's time zone) and today. */
export const now = () => toDateTimeLocal(new Date().toISOString());
export const today = () => new Date().toISOString().slice(0, 10);

/** The column every visitor-facing table has, as every manager shows it. */
export const PUBLISHED: ColumnSpec = {
  label: 'Published',
  kind: 'switch',
  hint: 'Visitors see only published items.',
  initial: true,
  list: true,
};

/** When an item was (or will be) published: news and notices are sorted by it, so it always has one. */
export const PUBLISH_DATE: ColumnSpec = {
  label: 'Publish at',
  kind: 'datetime',
  hint: 'Accra time. A later time schedules it: visitors see it from then on.',
  required: true,
  initial: now,
  list: { header: 'Published on' },
};

/**
 * Every table visitors see is scheduled (the database's read policies enforce these two columns): a
 * manager whose spec has `published` gets them just before it, unless its spec places them itself.
 */
const SCHEDULE: Record<'publish_at' | 'expires_at', ColumnSpec> = {
  publish_at: {
    label: 'Publish at',
    kind: 'datetime',
    hint: 'Accra time. Leave empty to publish when you save; a later time schedules it.',
  },
  expires_at: { label: 'Take down at', kind: 'datetime', hint: 'Accra time. Leave empty to keep it up.' },
};

export function withSchedule<T extends ContentTableName>(columns: ColumnSpecs<T>): ColumnSpecs<T> {
  if (!('published' in columns)) return columns;
  const entries = Object.entries(columns).filter(([name]) => !(name in SCHEDULE));
  const at = entries.findIndex(([name]) => name === 'published');
  const schedule = Object.entries(SCHEDULE).map(
    ([name, spec]) => [name, (columns as Record<string, ColumnSpec | undefined>)[name] ?? spec] as const,
  );
  return Object.fromEntries([...entries.slice(0, at), ...schedule, ...entries.slice(at)]) as ColumnSpecs<T>;
}
