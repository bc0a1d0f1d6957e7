import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Milestone } from '../../../types/content';
import { milestoneKeys } from './keys';

export function getMilestones(): Promise<Milestone[]> {
  return rowsOf(
    db()
      .from('milestones')
      .select('*')
      .eq('published', true)
      .order('year', { ascending: true })
      .order('display_order', { ascending: true }),
  );
}

export const milestonesQuery = () =>
  queryOptions({ queryKey: milestoneKeys.list({}), queryFn: getMilestones });

export const useMilestones = () => useQuery(milestonesQuery());
