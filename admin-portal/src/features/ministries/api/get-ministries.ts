import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Ministry } from '../types';
import { ministryKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getMinistries = () =>
  rowsOf<Ministry>(db().from('ministries').select('*').order('display_order').order('name'));

export const ministriesQueryOptions = () =>
  queryOptions({ queryKey: ministryKeys.adminList(), queryFn: getMinistries });

export const useMinistries = () => useQuery(ministriesQueryOptions());
