import { useEffect } from 'react';
import { whenIdle } from 'shared-ui';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { db } from '../../../lib/supabase';
import { describeError } from '../../../lib/errors';
import { trashKeys } from './trash-keys';

/**
 * Deletes for good, with their files, through the purge-trash Edge Function (it removes files with the
 * service role): `due` what has been in Trash for 30 days, `all` ("Empty trash"), `selected` ("Delete forever").
 */
export type PurgeRequest = { scope: 'due' | 'all' } | { scope: 'selected'; trash_ids: number[] };

export async function purgeTrash(request: PurgeRequest): Promise<{ purged: number }> {
  const { data, error } = await db().functions.invoke<{ purged: number }>('purge-trash', { body: request });
  if (error) throw error;
  return data ?? { purged: 0 };
}

export function usePurgeTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeTrash,
    onSuccess: async ({ purged }, request) => {
      if (request.scope !== 'due')
        toast.success(purged === 1 ? 'Deleted for good' : `${purged} items deleted for good`);
      await queryClient.invalidateQueries({ queryKey: trashKeys.all });
    },
    onError: (error, request) => {
      if (request.scope !== 'due') toast.error(`Not deleted: ${describeError(error)}`);
    },
  });
}

/**
 * Deletes what has been in Trash for 30 days when an admin opens the dashboard or Trash: Supabase's Free
 * plan runs nothing on a schedule by itself here, and an admin visit is frequent enough for a 30-day limit.
 * Once the browser is idle, after the page has drawn: it is housekeeping, and its call (and preflight) no longer
 * goes out with the reads the page shows.
 */
export function usePurgeDueOnVisit() {
  const { mutate } = usePurgeTrash();
  useEffect(() => whenIdle(() => mutate({ scope: 'due' })), [mutate]);
}
