import { rowsOf, type ContentTableName, type Row } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/supabase';
import type { ContentConfig } from './content-config';

/** How many versions the panel lists (the newest); older ones stay in the database until the purge. */
export const HISTORY_LIMIT = 50;

/** One item's versions as the database recorded them (content_revisions, admins only), newest first. */
export const getHistory = (table: string, rowId: string) =>
  rowsOf(
    db()
      .from('content_revisions')
      .select('id, action, data, changed_fields, restored_from, changed_by_email, changed_at')
      .eq('table_name', table)
      .eq('row_id', rowId)
      .order('id', { ascending: false })
      .limit(HISTORY_LIMIT),
  );

export type Revision = Awaited<ReturnType<typeof getHistory>>[number];

export const historyQueryOptions = <T extends ContentTableName>(config: ContentConfig<T>, row: Row<T>) =>
  queryOptions({
    queryKey: [...config.domain.keys.adminDetail(row.id), 'history', row.updated_at],
    queryFn: () => getHistory(config.domain.table, row.id),
  });

export const useHistory = <T extends ContentTableName>(config: ContentConfig<T>, row: Row<T>) =>
  useQuery(historyQueryOptions(config, row));
