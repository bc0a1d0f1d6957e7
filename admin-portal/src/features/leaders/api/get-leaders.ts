import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Leader } from '../types';
import { leaderKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getLeaders = () =>
  rowsOf<Leader>(db().from('leaders').select('*').order('display_order').order('name'));

export const leadersQueryOptions = () =>
  queryOptions({ queryKey: leaderKeys.adminList(), queryFn: getLeaders });

export const useLeaders = () => useQuery(leadersQueryOptions());
