import { type Insert, type Row, type ContentTableName } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { newObjectPath, objectPathOf } from 'shared-ui/uploads';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadPicture } from '../../../lib/pictures/upload-picture';
import { namedRenditionsFor } from '../../../lib/pictures/named-renditions';
import { pictureMetaColumn } from 'shared-ui/pictures';
import type { ContentConfig } from './content-config';
import { valuesToPayload } from './form-values';
import { editConflictOf } from './edit-conflict';
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
  /**
   * The version this save replaces (`updated_at`): the database refuses it (PT409) once someone else has
   * saved since. Default: `existing`'s.
   */
  baseUpdatedAt?: string;
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
      const uploaded = await uploadPicture(path, file, {
        named: namedRenditionsFor(config.domain.publicPaths),
        onProgress: (fraction) => input.onProgress?.(field, fraction),
      });
      return { path: uploaded.path, url: uploaded.publicUrl, meta: uploaded.meta };
    },
    write: (urls, metas) => {
      const pictureMetas = Object.fromEntries(
        Object.entries(metas).map(([field, meta]) => [pictureMetaColumn(field), meta]),
      );
      // The spec names only the table's own columns (ColumnSpecs<T>), so these are its columns.
      const payload = {
        ...valuesToPayload(input.values, config.fields),
        ...input.extra,
        ...urls,
        ...pictureMetas,
      } as Insert<T>;
      if (!input.existing) return config.writes.create(payload);
      const base = input.baseUpdatedAt ?? input.existing.updated_at;
      return config.writes.update(input.existing.id, { ...payload, updated_at: base });
    },
    remove: (paths) => removeObjects(bucket.id, paths),
    // Replaced files stay: the item's history can bring them back; the Trash purge removes them 30 days on.
    objectPathsBefore: {},
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
    // A conflict is explained in the form itself, with what to do next.
    onError: (error) => {
      if (!editConflictOf(error)) toast.error(`Not saved: ${describeError(error)}`);
    },
  });
}
