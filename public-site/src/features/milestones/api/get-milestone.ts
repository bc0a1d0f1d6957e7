import { milestonesDomain, type Milestone } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

export const getMilestone = (id: string | undefined) =>
  getPublishedRow<'milestones', Milestone>('milestones', id);

export const milestoneQuery = (id: string | undefined) =>
  queryOptions({ queryKey: milestonesDomain.keys.detail(id ?? ''), queryFn: () => getMilestone(id) });

export const useMilestone = (id: string | undefined) => useQuery(milestoneQuery(id));
