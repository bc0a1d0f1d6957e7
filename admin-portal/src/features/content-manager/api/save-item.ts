import { type Insert, type Row, type ContentTableName } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { newObjectPath, objectPathOf } from 'shared-ui/uploads';
import { toast } from 'shared-ui/notifications';
import { useMutation, useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import type { ContentConfig } from './content-config';
import { valuesToPayload } from './form-values';
import { invalidateDomain } from './invalidate';
import { runSavePipeline } from './save-pipeline';

export interface SaveItemInput<T extends ContentTableName> {
  /** The row being edited, or null for a new one. */
  existing: Row<T> | null;
  values: Record<string, unknown>;
  /** Newly chosen images by field name. */
  files: Record<string, File>;
  /** Extra columns the form does not show (e.g. display_order of a new row). */
  extra?: Record<string, unknown>;
  onProgress?: (field: string, fraction: number) => void;
}

/** Create or update one row with its image uploads (see save-pipeline.ts for the order). */
export async function saveItem<T extends ContentTableName>(
  config: ContentConfig<T>,
  input: SaveItemInput<T>,
) {
  const { bucket } = config;
  const projectUrl = supabaseSettings().url;
  const pathsOf = (row: Readonly<Record<string, unknown>> | null) =>
    Object.fromEntries(
      config.images.map(({ name }) => [
        name,
        objectPathOf(projectUrl, row?.[name] as string | null, bucket.id),
      ]),
    );
  const folderOf = (field: string) => config.images.find((image) => image.name === field)?.folder ?? field;
  return runSavePipeline<Row<T>>({
    files: input.files,
    upload: async (field, file) => {
      const path = newObjectPath(folderOf(field), file.name);
      const uploaded = await uploadObject(bucket, path, file, (fraction) =>
        input.onProgress?.(field, fraction),
      );
      return { path: uploaded.path, url: uploaded.publicUrl };
    },
    write: (urls) => {
      // The spec names only the table's own columns (ColumnSpecs<T>), so these are its columns.
      const payload = {
        ...valuesToPayload(input.values, config.fields),
        ...input.extra,
        ...urls,
      } as Insert<T>;
      return input.existing
        ? config.writes.update(input.existing.id, payload)
        : config.writes.create(payload);
    },
    remove: (paths) => removeObjects(bucket.id, paths),
    objectPathsBefore: pathsOf(input.existing),
    objectPathsAfter: pathsOf,
  });
}

export function useSaveItem<T extends ContentTableName>(config: ContentConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveItemInput<T>) => saveItem(config, input),
    onSuccess: async (outcome, input) => {
      const title = config.titleOf(outcome.row);
      toast.success(input.existing ? `Saved “${title}”` : `${config.singular} “${title}” created`);
      if (outcome.cleanupFailed.length)
        toast.warning('Saved, but the replaced file could not be removed from storage.');
      await invalidateDomain(queryClient, config.domain.keys);
    },
    onError: (error) => toast.error(`Not saved: ${describeError(error)}`),
  });
}
