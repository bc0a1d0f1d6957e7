import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { db } from '../../../lib/supabase';
import { describeError } from '../../../lib/errors';

/** Puts the item back where it was, with the rows deleted along with it; its files never left storage. */
export async function restoreFromTrash(trashId: number) {
  const { error } = await db().rpc('restore_from_trash', { trash_id: trashId });
  if (error) throw error;
}

export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; title: string }) => restoreFromTrash(id),
    onSuccess: async (_done, { title }) => {
      toast.success(`Restored “${title}”`);
      // The item is back in its domain's lists, on the dashboard and out of Trash.
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(`Not restored: ${describeError(error)}`),
  });
}
