import type { ComponentType } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { Skeleton } from '../skeleton/skeleton';
import type { DataTableColumn, DataTableProps } from './data-table';

const LazyDataTable = lazyComponent<DataTableProps<unknown>>(
  () => import('./data-table').then((m) => m.DataTable as ComponentType<DataTableProps<unknown>>),
  () => <Skeleton height="12rem" radius="var(--radius-lg)" />,
);

/**
 * Starts the table's code coming, for a list page's route to ask for it alongside the page's own: the table
 * would ask only on its first render, a round trip after the page's code has come, and show a skeleton meanwhile.
 */
export const preloadDataTable = LazyDataTable.preload;

/** Admin lists: client-side search and sort, keyboard-operable headers, skeleton, empty and error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  return <LazyDataTable {...(props as DataTableProps<unknown>)} />;
}

export type { DataTableColumn, DataTableProps };
