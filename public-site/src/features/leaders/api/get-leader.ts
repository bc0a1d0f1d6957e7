import { leadersDomain, type Leader } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

export const getLeader = (id: string | undefined) => getPublishedRow<'leaders', Leader>('leaders', id);

export const leaderQuery = (id: string | undefined) =>
  queryOptions({ queryKey: leadersDomain.keys.detail(id ?? ''), queryFn: () => getLeader(id) });

export const useLeader = (id: string | undefined) => useQuery(leaderQuery(id));
