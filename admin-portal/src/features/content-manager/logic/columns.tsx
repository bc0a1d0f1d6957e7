import { Badge } from 'shared-ui';
import type { BaseRow, ColumnDef } from '../types';

/** Columns most managers share. */
export function publishedColumn<Row extends BaseRow & { published: boolean }>(): ColumnDef<Row> {
  return {
    id: 'published',
    header: 'Status',
    cell: (row) => <Badge tone={row.published ? 'success' : 'neutral'}>{row.published ? 'Published' : 'Draft'}</Badge>,
    sortValue: (row) => row.published,
  };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (value: string | null | undefined, withTime = false) => {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? '—' : (withTime ? dateTimeFormat : dateFormat).format(date);
};

export function dateColumn<Row extends BaseRow>(id: keyof Row & string, header: string, withTime = false): ColumnDef<Row> {
  return {
    id,
    header,
    cell: (row) => formatDate(row[id] as string | null, withTime),
    sortValue: (row) => (row[id] as string | null) ?? '',
  };
}

export function textColumn<Row extends BaseRow>(id: keyof Row & string, header: string): ColumnDef<Row> {
  return {
    id,
    header,
    cell: (row) => (row[id] as string | null) || '—',
    sortValue: (row) => ((row[id] as string | null) ?? '').toLowerCase(),
  };
}
