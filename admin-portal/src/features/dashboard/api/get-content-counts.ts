import { queryOptions, useQuery } from 'shared-ui/query';
import { dashboardKeys } from './dashboard-keys';
import { db } from '../../../lib/supabase';
import { CONTENT_TABLES, type ContentTable } from './content-tables';

export interface ContentCount {
  source: ContentTable;
  total: number;
}

/** Row counts only (HEAD with count=exact): no content is transferred. */
export const getContentCounts = () =>
  Promise.all(
    CONTENT_TABLES.map(async (source): Promise<ContentCount> => {
      const { count, error } = await db().from(source.table).select('id', { count: 'exact', head: true });
      if (error) throw error;
      return { source, total: count ?? 0 };
    }),
  );

export const contentCountsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.counts(), queryFn: getContentCounts });

export const useContentCounts = () => useQuery(contentCountsQueryOptions());
