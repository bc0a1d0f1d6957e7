import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-ui/data';
import { db } from '../../../lib/supabase';
import { trashKeys } from './trash-keys';

/** Days an item stays in Trash before the purge deletes it for good (public.begin_trash_purge's 'due'). */
export const TRASH_DAYS = 30;

/** What was deleted (not the rows deleted along with it, which come back with it), newest first. */
export const getTrash = () =>
  rowsOf(
    db()
      .from('content_trash')
      .select('id, table_name, data, deleted_by_email, deleted_at, purge_started_at')
      .is('parent_id', null)
      .order('deleted_at', { ascending: false }),
  );

export type TrashEntry = Awaited<ReturnType<typeof getTrash>>[number];

export const trashQueryOptions = () => queryOptions({ queryKey: trashKeys.list(), queryFn: getTrash });

export const useTrash = () => useQuery(trashQueryOptions());
