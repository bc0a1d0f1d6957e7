import { Badge, type DataTableColumn } from 'shared-ui';
import type { BaseRow } from '../types';

/** Columns most managers share. */
export function publishedColumn<Row extends BaseRow & { published: boolean }>(): DataTableColumn<Row> {
  return {
    id: 'published',
    header: 'Status',
    value: (row) => row.published,
    searchable: false,
    cell: (row) => (
      <Badge tone={row.published ? 'success' : 'neutral'}>{row.published ? 'Published' : 'Draft'}</Badge>
    ),
  };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A `date` column ('YYYY-MM-DD') is a calendar day, not UTC midnight. */
const toDate = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00` : value);

export const formatDate = (value: string | null | undefined, withTime = false) => {
  if (!value) return '—';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '—' : (withTime ? dateTimeFormat : dateFormat).format(date);
};

export function dateColumn<Row extends BaseRow>(
  id: keyof Row & string,
  header: string,
  withTime = false,
): DataTableColumn<Row> {
  return {
    id,
    header,
    value: (row) => (row[id] ? toDate(row[id] as string) : null),
    searchable: false,
    cell: (row) => formatDate(row[id] as string | null, withTime),
    hideOnMobile: true,
  };
}

export function textColumn<Row extends BaseRow>(
  id: keyof Row & string,
  header: string,
  title = false,
): DataTableColumn<Row> {
  return { id, header, value: (row) => row[id] as string | null, rowHeader: title, hideOnMobile: !title };
}
