import { milestonesDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

/** The church's history, oldest first. */
export const getMilestones = () =>
  rowsOf(publishedRows('milestones').order('year').order('display_order', { ascending: true }));

export const milestonesQuery = () =>
  queryOptions({ queryKey: milestonesDomain.keys.list({}), queryFn: getMilestones });

export const useMilestones = () => useQuery(milestonesQuery());
