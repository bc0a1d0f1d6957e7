import type { ContentTableName } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { db } from '../../../lib/supabase';
import { describeError } from '../../../lib/errors';
import type { ContentConfig } from './content-config';
import { editConflictOf } from './edit-conflict';
import { invalidateDomain } from './invalidate';

/**
 * "Restore this version": the item takes that version's values again, as a new version (the one now current
 * stays in the history). Based on the version the admin is looking at, so it never silently replaces a
 * change someone made meanwhile (PT409, as for a save).
 */
export async function restoreVersion(revisionId: number, baseUpdatedAt: string) {
  const { error } = await db().rpc('restore_revision', {
    revision_id: revisionId,
    base_updated_at: baseUpdatedAt,
  });
  if (error) throw error;
}

export function useRestoreVersion<T extends ContentTableName>(config: ContentConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, base }: { id: number; base: string }) => restoreVersion(id, base),
    onSuccess: async () => {
      toast.success('Restored that version. It is now the current one.');
      await invalidateDomain(queryClient, config.domain.keys);
    },
    onError: (error) =>
      toast.error(
        editConflictOf(error)
          ? 'Not restored: someone changed this item meanwhile. Close it and open it again to see their change.'
          : `Not restored: ${describeError(error)}`,
      ),
  });
}
