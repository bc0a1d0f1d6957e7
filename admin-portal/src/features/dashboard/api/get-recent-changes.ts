import { queryOptions, useQuery } from 'shared-ui/query';
import { dashboardKeys } from './dashboard-keys';
import { rowsOf } from 'shared-ui/data';
import { anyTable } from '../../../lib/supabase';
import { CONTENT_TABLES, type ContentTable } from './content-tables';

export interface RecentChange {
  id: string;
  title: string;
  updated_at: string;
  created_at: string;
  source: ContentTable;
}

const PER_TABLE = 5;
export const RECENT_LIMIT = 8;

/** The latest edits across every content table, newest first. */
export async function getRecentChanges(): Promise<RecentChange[]> {
  const perTable = await Promise.all(
    CONTENT_TABLES.map(async (source) => {
      const rows = await rowsOf<Record<string, string | null>>(
        anyTable()
          .from(source.table)
          .select(`id, ${source.title}, updated_at, created_at`)
          .order('updated_at', { ascending: false })
          .limit(PER_TABLE),
      );
      return rows.map((row) => ({
        id: String(row.id),
        title: row[source.title] || `Untitled ${source.label.toLowerCase()}`,
        updated_at: String(row.updated_at),
        created_at: String(row.created_at),
        source,
      }));
    }),
  );
  return perTable
    .flat()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, RECENT_LIMIT);
}

export const recentChangesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.recent(), queryFn: getRecentChanges });

export const useRecentChanges = () => useQuery(recentChangesQueryOptions());
