import { statusColumn } from './status-badge';
import { formatDate, toDate } from '../api/format-date';
import { Badge, ResponsiveImage } from 'shared-ui';
import type { CellValue, DataTableColumn } from 'shared-ui/admin';
import type { FieldDef } from '../api/column-spec';
import { pictureMetaColumn } from 'shared-ui/pictures';
import styles from './list-columns.module.css';

const asCell = (value: unknown): CellValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** A switch as its badge (a dash when off). */
function switchCell(on: boolean, badge: string | undefined) {
  if (badge) return on ? <Badge tone="accent">{badge}</Badge> : '—';
  return <Badge tone={on ? 'success' : 'neutral'}>{on ? 'Yes' : 'No'}</Badge>;
}

/** One list column for a field the spec lists: text, a date, a number, a switch as a badge, or the status. */
function listColumn<Row extends object>(field: FieldDef<keyof Row & string>): DataTableColumn<Row> {
  const options = typeof field.list === 'object' ? field.list : {};
  const id = field.name;
  const header = options.header ?? field.label;
  const raw = (row: Row) => row[id];
  // `published` with `publish_at` and `expires_at` is one status: Draft, Scheduled, Live or Expired.
  if (field.name === 'published') return statusColumn<Row>();
  if (field.list === 'title')
    return { id, header, value: (row) => asCell(raw(row)), rowHeader: true, hideOnMobile: false };
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return {
        id,
        header,
        value: (row) => (typeof raw(row) === 'string' ? toDate(raw(row) as string) : null),
        searchable: false,
        cell: (row) => formatDate(raw(row), options.time),
      };
    case 'switch':
      return {
        id,
        header,
        value: (row) => Boolean(raw(row)),
        searchable: false,
        cell: (row) => switchCell(Boolean(raw(row)), options.badge),
      };
    case 'number':
      return { id, header, value: (row) => asCell(raw(row)) };
    default:
      return { id, header, value: (row) => asCell(raw(row)), hideOnMobile: true };
  }
}

/** The row's first picture as a small thumbnail, on the cards a phone shows (the table leaves it out). */
function thumbnailColumn<Row extends object>(field: FieldDef<keyof Row & string>): DataTableColumn<Row> {
  const meta = pictureMetaColumn(field.name) as keyof Row;
  return {
    id: `${field.name}-thumbnail`,
    header: field.label,
    cardOnly: true,
    cell: (row) => {
      const url = row[field.name];
      return typeof url === 'string' && url ? (
        <ResponsiveImage
          src={url}
          meta={row[meta]}
          alt=""
          width={64}
          height={64}
          sizes="4rem"
          className={styles.thumbnail}
        />
      ) : null;
    },
  };
}

/** The manager's list columns, in the spec's order, and the thumbnail of its picture if it has one. */
export function listColumnsOf<Row extends object>(fields: readonly FieldDef<keyof Row & string>[]) {
  const columns = fields.filter((field) => field.list).map((field) => listColumn<Row>(field));
  const picture = fields.find((field) => field.kind === 'image');
  return picture ? [...columns, thumbnailColumn<Row>(picture)] : columns;
}
