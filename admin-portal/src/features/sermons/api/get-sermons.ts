import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Sermon } from '../types';
import { sermonKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getSermons = () =>
  rowsOf<Sermon>(db().from('sermons').select('*').order('preached_on', { ascending: false }));

export const sermonsQueryOptions = () =>
  queryOptions({ queryKey: sermonKeys.adminList(), queryFn: getSermons });

export const useSermons = () => useQuery(sermonsQueryOptions());
