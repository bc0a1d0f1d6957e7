import type { ComponentType } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Skeleton } from '../skeleton/skeleton';
import type { DataTableColumn, DataTableProps } from './data-table';

const LazyDataTable = lazyComponent<DataTableProps<unknown>>(
  () => import('./data-table').then((m) => m.DataTable as ComponentType<DataTableProps<unknown>>),
  () => <Skeleton height="12rem" radius="var(--radius-lg)" />,
);

/** Admin lists: client-side search and sort, keyboard-operable headers, skeleton, empty and error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  return <LazyDataTable {...(props as DataTableProps<unknown>)} />;
}

export type { DataTableColumn, DataTableProps };
