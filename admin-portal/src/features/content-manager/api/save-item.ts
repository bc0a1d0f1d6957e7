import { useMutation, useQueryClient } from 'shared-ui/query';
import { toast } from 'shared-ui/notifications';
import { describeError } from '../../../lib/errors';
import { IMAGES } from '../../../lib/storage/buckets';
import { newObjectPath, objectPathOf } from '../../../lib/storage/object-path';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import { valuesToPayload } from '../logic/form-values';
import { runSavePipeline } from '../logic/save-pipeline';
import type { AnyContentConfig, BaseRow } from '../types';
import { invalidateDomain } from './invalidate';

export interface SaveItemInput {
  /** The row being edited, or null for a new one. */
  existing: BaseRow | null;
  values: Record<string, unknown>;
  /** Newly chosen images by field name. */
  files: Record<string, File>;
  /** Extra columns the form does not show (e.g. display_order of a new row). */
  extra?: Record<string, unknown>;
  onProgress?: (field: string, fraction: number) => void;
}

const imageFieldsOf = (config: AnyContentConfig) =>
  config.fields.filter((f) => f.kind === 'image').map((f) => f.name);

/** Create or update one row with its image uploads (see logic/save-pipeline.ts for the order). */
export async function saveItem(config: AnyContentConfig, input: SaveItemInput) {
  const imageFields = imageFieldsOf(config);
  const pathsOf = (row: Record<string, unknown> | null) =>
    Object.fromEntries(imageFields.map((f) => [f, objectPathOf(row?.[f] as string | null, IMAGES.id)]));
  return runSavePipeline<BaseRow>({
    files: input.files,
    upload: async (field, file) => {
      const uploaded = await uploadObject(IMAGES, newObjectPath(config.folder, file), file, (fraction) =>
        input.onProgress?.(field, fraction),
      );
      return { path: uploaded.path, url: uploaded.publicUrl };
    },
    write: (urls) => {
      const payload = { ...valuesToPayload(input.values, config.fields), ...input.extra, ...urls };
      return input.existing ? config.update(input.existing.id, payload) : config.create(payload);
    },
    remove: (paths) => removeObjects(IMAGES.id, paths),
    objectPathsBefore: pathsOf(input.existing as Record<string, unknown> | null),
    objectPathsAfter: (row) => pathsOf(row as unknown as Record<string, unknown>),
  });
}

export function useSaveItem(config: AnyContentConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveItemInput) => saveItem(config, input),
    onSuccess: async (outcome, input) => {
      const title = config.titleOf(outcome.row as never);
      toast.success(input.existing ? `Saved “${title}”` : `${config.singular} “${title}” created`);
      if (outcome.cleanupFailed.length)
        toast.warning('Saved, but the replaced file could not be removed from storage.');
      await invalidateDomain(queryClient, config.keys, config.alsoInvalidates);
    },
    onError: (error) => toast.error(`Not saved: ${describeError(error)}`),
  });
}
