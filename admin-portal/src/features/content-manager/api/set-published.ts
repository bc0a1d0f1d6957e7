import type { Row, Update, ContentTableName } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import type { ContentConfig } from './content-config';
import { invalidateDomain } from './invalidate';

/** The list's published switch: the row the server returns decides what the switch shows. */
export function useSetPublished<T extends ContentTableName>(config: ContentConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only offered for rows that have `published` (the page checks), so it is a column of this table.
    mutationFn: ({ row, published }: { row: Row<T>; published: boolean }) =>
      config.writes.update(row.id, { published } as Update<T>),
    onSuccess: async (saved) => {
      const published = 'published' in saved && saved.published;
      toast.success(`“${config.titleOf(saved)}” is ${published ? 'published' : 'now a draft'}`);
      await invalidateDomain(queryClient, config.domain.keys);
    },
    onError: (error) => toast.error(`Not changed: ${describeError(error)}`),
  });
}
