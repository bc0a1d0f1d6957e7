import type { Row, ContentTableName } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import type { ContentConfig } from './content-config';
import { invalidateDomain } from './invalidate';

/**
 * Deletes the row: the database moves it (with rows deleted along with it) to Trash. Its files stay in
 * storage, so a restore brings it back whole; the Trash purge removes them 30 days on.
 */
export const deleteItem = <T extends ContentTableName>(config: ContentConfig<T>, row: Row<T>) =>
  config.writes.remove(row.id);

export function useDeleteItem<T extends ContentTableName>(config: ContentConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Row<T>) => deleteItem(config, row),
    onSuccess: async (_deleted, row) => {
      toast.success(`Moved “${config.titleOf(row)}” to Trash`, {
        description: 'You can restore it from Trash for 30 days.',
      });
      await invalidateDomain(queryClient, config.domain.keys);
    },
    onError: (error) => toast.error(`Not deleted: ${describeError(error)}`),
  });
}
