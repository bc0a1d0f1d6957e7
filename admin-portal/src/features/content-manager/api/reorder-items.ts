import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { orderChanges, type Orderable } from '../logic/reorder';
import type { AnyContentConfig } from '../types';
import { invalidateDomain } from './invalidate';

/** Shows the new order at once, writes only the changed positions, and puts the old order back on failure. */
export function useReorderItems(config: AnyContentConfig) {
  const queryClient = useQueryClient();
  const listKey = config.keys.adminList();
  return useMutation({
    mutationFn: async (ordered: Orderable[]) => {
      if (!config.reorder) throw new Error(`${config.plural} cannot be reordered`);
      await config.reorder(orderChanges(ordered));
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(
        listKey,
        ordered.map((item, index) => ({ ...item, display_order: index + 1 })),
      );
      return { previous };
    },
    onError: (error, _ordered, context) => {
      queryClient.setQueryData(listKey, context?.previous);
      toast.error(`The new order was not saved: ${describeError(error)}`);
    },
    onSuccess: () => toast.success('Order saved'),
    onSettled: () => invalidateDomain(queryClient, config.keys, config.alsoInvalidates),
  });
}
