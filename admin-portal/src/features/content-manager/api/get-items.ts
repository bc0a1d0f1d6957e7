import { rowsOf, type Row, type ContentTableName } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { anyTable } from '../../../lib/supabase';
import type { ListRead } from './list-read';

/** Every row of the manager's table, drafts included (RLS shows admins all of them), in its list order. */
export function getItems<T extends ContentTableName>(list: ListRead<T>): Promise<Row<T>[]> {
  const query = list.listOrder.reduce((sorted, order) => {
    const descending = order.startsWith('-');
    return sorted.order(descending ? order.slice(1) : order, { ascending: !descending });
  }, anyTable().from(list.domain.table).select('*'));
  return rowsOf<Row<T>>(query);
}

/** A manager's list (a `ContentConfig` is one), for its page's hook and its route's loader alike. */
export const itemsQueryOptions = <T extends ContentTableName>(list: ListRead<T>) =>
  queryOptions({ queryKey: list.domain.keys.adminList(), queryFn: () => getItems(list) });

export const useItems = <T extends ContentTableName>(list: ListRead<T>) => useQuery(itemsQueryOptions(list));
