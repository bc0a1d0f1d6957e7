import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Milestone } from '../types';
import { milestoneKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getMilestones = () =>
  rowsOf<Milestone>(db().from('milestones').select('*').order('display_order').order('year'));

export const milestonesQueryOptions = () =>
  queryOptions({ queryKey: milestoneKeys.adminList(), queryFn: getMilestones });

export const useMilestones = () => useQuery(milestonesQueryOptions());
