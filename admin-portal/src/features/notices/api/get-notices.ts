import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Notice } from '../types';
import { noticeKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getNotices = () =>
  rowsOf<Notice>(
    db()
      .from('notices')
      .select('*')
      .order('pinned', { ascending: false })
      .order('published_at', { ascending: false }),
  );

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: noticeKeys.adminList(), queryFn: getNotices });

export const useNotices = () => useQuery(noticesQueryOptions());
