import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { IMAGES } from '../../../lib/storage/buckets';
import { objectPathOf } from '../../../lib/storage/object-path';
import { removeObjects } from '../../../lib/storage/remove-objects';
import type { AnyContentConfig, BaseRow } from '../types';
import { invalidateDomain } from './invalidate';

/**
 * Deletes the row, then the files it owned. The owned objects are collected first (a cascade
 * takes child rows with it); the row goes before its files so a refused delete breaks no image.
 */
export async function deleteItem(config: AnyContentConfig, row: BaseRow) {
  const record = row as unknown as Record<string, unknown>;
  const owned = [
    ...config.fields
      .filter((f) => f.kind === 'image')
      .map((f) => ({
        bucket: IMAGES.id as string,
        path: objectPathOf(record[f.name] as string | null, IMAGES.id),
      })),
    ...((await config.ownedObjects?.(row as never)) ?? []),
  ].filter((o): o is { bucket: string; path: string } => Boolean(o.path));
  const deleted = await config.remove(row.id);
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

export function useDeleteItem(config: AnyContentConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: BaseRow) => deleteItem(config, row),
    onSuccess: async (_deleted, row) => {
      toast.success(`Deleted “${config.titleOf(row as never)}”`);
      await invalidateDomain(queryClient, config.keys, config.alsoInvalidates);
    },
    onError: (error) => toast.error(`Not deleted: ${describeError(error)}`),
  });
}
