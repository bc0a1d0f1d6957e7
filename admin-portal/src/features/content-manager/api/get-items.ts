import { rowsOf, type Row, type ContentTableName } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { anyTable } from '../../../lib/supabase';
import type { ContentConfig } from './content-config';

/** Every row of the manager's table, drafts included (RLS shows admins all of them), in its list order. */
export function getItems<T extends ContentTableName>(config: ContentConfig<T>): Promise<Row<T>[]> {
  const query = config.listOrder.reduce((sorted, order) => {
    const descending = order.startsWith('-');
    return sorted.order(descending ? order.slice(1) : order, { ascending: !descending });
  }, anyTable().from(config.domain.table).select('*'));
  return rowsOf<Row<T>>(query);
}

export const itemsQueryOptions = <T extends ContentTableName>(config: ContentConfig<T>) =>
  queryOptions({ queryKey: config.domain.keys.adminList(), queryFn: () => getItems(config) });

export const useItems = <T extends ContentTableName>(config: ContentConfig<T>) =>
  useQuery(itemsQueryOptions(config));
