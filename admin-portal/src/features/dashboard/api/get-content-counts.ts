import { queryOptions, useQuery } from 'shared-ui/query';
import { dashboardKeys } from './dashboard-keys';
import { db } from '../../../lib/supabase';
import { CONTENT_TABLES, type ContentTable } from './content-tables';

export interface ContentCount {
  source: ContentTable;
  total: number;
}

/**
 * Row counts of every content table in one read (the row_counts function counts through the admin's own
 * policies): no content is transferred, and one request with its preflight, not one per table.
 */
export async function getContentCounts(): Promise<ContentCount[]> {
  const { data, error } = await db().rpc('row_counts', { tables: CONTENT_TABLES.map(({ table }) => table) });
  if (error) throw error;
  const counts = (data ?? {}) as Partial<Record<ContentTable['table'], number>>;
  return CONTENT_TABLES.map((source) => ({ source, total: counts[source.table] ?? 0 }));
}

export const contentCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts(), queryFn: getContentCounts });

export const useContentCounts = () => useQuery(contentCountsQueryOptions());
