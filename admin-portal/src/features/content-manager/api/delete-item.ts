import { type Row, type ContentTableName } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { objectPathOf } from 'shared-ui/uploads';
import { toast } from 'shared-ui/notifications';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { removeObjects } from '../../../lib/storage/remove-objects';
import type { ContentConfig } from './content-config';
import { invalidateDomain } from './invalidate';

/**
 * Deletes the row, then the files it owned. The owned objects are collected first (a cascade
 * takes child rows with it); the row goes before its files so a refused delete breaks no image.
 */
export async function deleteItem<T extends ContentTableName>(config: ContentConfig<T>, row: Row<T>) {
  const record: Readonly<Record<string, unknown>> = row;
  const pictures = config.images.map(({ name }) => ({
    bucket: config.bucket.id,
    path: objectPathOf(supabaseSettings().url, record[name] as string | null, config.bucket.id),
  }));
  const owned = [...pictures, ...((await config.ownedObjects?.(row)) ?? [])].filter(
    (o): o is { bucket: string; path: string } => Boolean(o.path),
  );
  const deleted = await config.writes.remove(row.id);
  const buckets = [...new Set(owned.map((o) => o.bucket))];
  await Promise.all(
    buckets.map((b) =>
      removeObjects(
        b,
        owned.filter((o) => o.bucket === b).map((o) => o.path),
      ),
    ),
  );
  return deleted;
}

export function useDeleteItem<T extends ContentTableName>(config: ContentConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Row<T>) => deleteItem(config, row),
    onSuccess: async (_deleted, row) => {
      toast.success(`Deleted “${config.titleOf(row)}”`);
      await invalidateDomain(queryClient, config.domain.keys);
    },
    onError: (error) => toast.error(`Not deleted: ${describeError(error)}`),
  });
}
