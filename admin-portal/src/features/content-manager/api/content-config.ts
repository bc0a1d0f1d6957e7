import type { Row, ContentTableName } from 'shared-ui/data';
import { IMAGES } from 'shared-ui/uploads';
import { inOrder, type CrossCheck } from './column-rules';
import { blankValuesOf, fieldsOf, schemaOf, withSchedule, type ColumnSpecs } from './column-spec';
import type { ListRead } from './list-read';
import { tableWrites } from './table-writes';

/** A domain's manager as written in its feature folder: its columns and checks, what the page says. */
export interface ContentSpec<T extends ContentTableName> {
  /** Under the page's title: what these items are and where visitors see them. */
  description: string;
  /** In form order; the list shows those marked `list`. */
  columns: ColumnSpecs<T>;
  /** Checks across columns (an end not before its start). */
  checks?: readonly CrossCheck[];
  /** The item's name in lists, dialogs and toasts; default: the column listed as 'title'. */
  titleOf?: (row: Row<T>) => string;
}

/**
 * Everything the content manager needs, derived from its list read (the domain's contract: table, keys, public
 * paths, storage columns; and the list's order), the words for one item and many ("Event", "Events"), and its spec.
 */
export function defineContent<T extends ContentTableName>(
  list: ListRead<T>,
  singular: string,
  plural: string,
  spec: ContentSpec<T>,
) {
  const { domain, listOrder, orderable } = list;
  const fields = fieldsOf<T>(withSchedule(spec.columns));
  const scheduled = fields.some((field) => field.name === 'expires_at');
  const checks = [
    ...(spec.checks ?? []),
    ...(scheduled && !spec.checks?.some((check) => check.path === 'expires_at')
      ? [inOrder('publish_at', 'expires_at', 'It must be taken down after it is published.', true)]
      : []),
  ];
  const titleField = fields.find((field) => field.list === 'title')?.name;
  const imageFields = fields.filter((field) => field.kind === 'image').map((field) => field.name);
  return {
    ...spec,
    domain,
    listOrder,
    singular,
    plural,
    orderable,
    fields,
    schema: schemaOf(fields, checks),
    blankValues: () => blankValuesOf(fields),
    titleOf: spec.titleOf ?? ((row: Row<T>) => String(titleField ? row[titleField] : row.id)),
    /** The columns holding pictures, with the folder new ones go to. */
    images: imageFields.map((name) => ({ name, folder: domain.storage[name]?.folder ?? name })),
    bucket: IMAGES,
    writes: tableWrites(domain.table),
  };
}

export type ContentConfig<T extends ContentTableName> = ReturnType<typeof defineContent<T>>;
