import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/supabase-result';
import type { Leader } from '../../../types/content';
import { leaderKeys } from './keys';

export const getLeader = (id: string | undefined) => getPublishedRow<Leader>('leaders', id);

export const leaderQuery = (id: string | undefined) =>
  queryOptions({ queryKey: leaderKeys.detail(id ?? ''), queryFn: () => getLeader(id) });

export const useLeader = (id: string | undefined) => useQuery(leaderQuery(id));
