import type { DomainKeys } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { invalidateDomain } from './invalidate';
import { orderChanges, type Orderable, type OrderChange } from './reorder';

export interface ReorderTarget {
  /** The domain's keys: its admin list is updated at once, and the domain refreshed after. */
  keys: DomainKeys;
  reorder: (changes: OrderChange[]) => Promise<void>;
}

/** Shows the new order at once, writes only the changed positions, and puts the old order back on failure. */
export function useReorderItems({ keys, reorder }: ReorderTarget) {
  const queryClient = useQueryClient();
  const listKey = keys.adminList();
  return useMutation({
    mutationFn: async (ordered: Orderable[]) => {
      await reorder(orderChanges(ordered));
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
    onSettled: () => invalidateDomain(queryClient, keys),
  });
}
