import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import type { AnyContentConfig, BaseRow } from '../types';
import { invalidateDomain } from './invalidate';

/** The list's published switch: the row the server returns decides what the switch shows. */
export function useSetPublished(config: AnyContentConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, published }: { row: BaseRow; published: boolean }) =>
      config.update(row.id, { published }),
    onSuccess: async (saved) => {
      const published = (saved as unknown as { published: boolean }).published;
      toast.success(`“${config.titleOf(saved as never)}” is ${published ? 'published' : 'now a draft'}`);
      await invalidateDomain(queryClient, config.keys, config.alsoInvalidates);
    },
    onError: (error) => toast.error(`Not changed: ${describeError(error)}`),
  });
}
