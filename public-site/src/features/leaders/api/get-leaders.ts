import { leadersDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

/** In the order the office chose; ties (new leaders) by name. */
export const getLeaders = () =>
  rowsOf(publishedRows('leaders').order('display_order', { ascending: true }).order('name'));

export const leadersQuery = () =>
  queryOptions({ queryKey: leadersDomain.keys.list({}), queryFn: getLeaders });

export const useLeaders = () => useQuery(leadersQuery());
