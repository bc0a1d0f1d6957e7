import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Leader } from '../../../types/content';
import { leaderKeys } from './keys';

export function getLeaders(): Promise<Leader[]> {
  return rowsOf(
    db()
      .from('leaders')
      .select('*')
      .eq('published', true)
      .order('display_order', { ascending: true })
      .order('name', { ascending: true }),
  );
}

export const leadersQuery = () => queryOptions({ queryKey: leaderKeys.list({}), queryFn: getLeaders });

export const useLeaders = () => useQuery(leadersQuery());
