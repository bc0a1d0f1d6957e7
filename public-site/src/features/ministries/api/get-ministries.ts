import { ministriesDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery, type ReadOptions } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

export const getMinistries = () =>
  rowsOf(publishedRows('ministries').order('display_order', { ascending: true }).order('name'));

export const ministriesQuery = () =>
  queryOptions({ queryKey: ministriesDomain.keys.list({}), queryFn: getMinistries });

export const useMinistries = (options?: ReadOptions) => useQuery({ ...ministriesQuery(), ...options });
