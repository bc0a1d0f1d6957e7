import type { DataTableColumn } from 'shared-ui';
import type { z } from 'zod';
import type { DomainKeys } from '../../lib/query-keys';

export interface BaseRow {
  id: string;
  created_at: string;
  updated_at: string;
}

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
  | 'image';

export interface FieldDef<Values> {
  name: keyof Values & string;
  label: string;
  kind: FieldKind;
  hint?: string;
  required?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Long text and images take the whole row of the form grid. */
  wide?: boolean;
  /** A `not null default ''` column: an empty input is saved as '' rather than null. */
  keepEmpty?: boolean;
}

export interface ContentConfig<Row extends BaseRow, Values extends Record<string, unknown>> {
  /** Query-key root, the same one public-site uses for this domain. */
  keys: DomainKeys;
  /** Other roots a change here makes stale (e.g. a sermon's files on the sermons pages). */
  alsoInvalidates?: readonly (readonly unknown[])[];
  table: string;
  /** Storage folder inside `images`: `<folder>/<uuid>.<ext>`. */
  folder: string;
  /** "Event", "Events": the words the page uses. */
  singular: string;
  plural: string;
  description: string;
  schema: z.ZodType<Values, Values>;
  fields: readonly FieldDef<Values>[];
  /** List columns; those with a `value` are searched and sortable. */
  columns: DataTableColumn<Row>[];
  /** The row's title in lists, dialogs and toasts. */
  titleOf: (row: Row) => string;
  /** Where the item appears on the public site, for a "View" link. */
  publicPath?: (row: Row) => string;
  /** Blank form values for "New". */
  empty: () => Values;
  /** Whether rows carry display_order (drag-and-drop/keyboard reordering). */
  orderable: boolean;
  list: () => Promise<Row[]>;
  create: (payload: Record<string, unknown>) => Promise<Row>;
  update: (id: string, payload: Record<string, unknown>) => Promise<Row>;
  remove: (id: string) => Promise<Row>;
  reorder?: (changes: { id: string; display_order: number }[]) => Promise<void>;
  /** Other storage objects (bucket, path) the row owns, collected before it is deleted. */
  ownedObjects?: (row: Row) => Promise<{ bucket: string; path: string }[]>;
}

export type AnyContentConfig = ContentConfig<BaseRow & Record<string, unknown>, Record<string, unknown>>;
