import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/supabase-result';
import type { Milestone } from '../../../types/content';
import { milestoneKeys } from './keys';

export const getMilestone = (id: string | undefined) => getPublishedRow<Milestone>('milestones', id);

export const milestoneQuery = (id: string | undefined) =>
  queryOptions({ queryKey: milestoneKeys.detail(id ?? ''), queryFn: () => getMilestone(id) });

export const useMilestone = (id: string | undefined) => useQuery(milestoneQuery(id));
