import { PRESENTATIONS, contentTypeFor, extensionOf } from '../../../lib/storage/buckets';
import { newObjectPath } from '../../../lib/storage/object-path';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import { db, writtenRow } from '../../../lib/supabase';
import { runSavePipeline } from '../../content-manager/logic/save-pipeline';
import type { SermonPresentation } from '../types';

const titleFromName = (name: string) =>
  name
    .slice(0, name.length - extensionOf(name).length)
    .replace(/[_-]+/g, ' ')
    .trim() || name;

/**
 * Upload a presentation file and write its row (new, or replacing `existing`) in the save
 * pipeline's order: a refused row removes the new object, a saved replacement removes the old one.
 */
export async function savePresentationFile(
  sermonId: string,
  file: File,
  existing: SermonPresentation | null,
  onProgress?: (fraction: number) => void,
) {
  const { row } = await runSavePipeline<SermonPresentation>({
    files: { storage_path: file },
    upload: async (_field, chosen) => {
      const uploaded = await uploadObject(PRESENTATIONS, newObjectPath(sermonId, chosen), chosen, onProgress);
      return { path: uploaded.path, url: uploaded.path };
    },
    write: ({ storage_path }) => {
      const columns = {
        storage_path,
        file_name: file.name,
        file_size: file.size,
        mime_type: contentTypeFor(file, PRESENTATIONS),
      };
      return existing
        ? writtenRow<SermonPresentation>(
            db().from('sermon_presentations').update(columns).eq('id', existing.id).select(),
            'replacement',
          )
        : writtenRow<SermonPresentation>(
            db()
              .from('sermon_presentations')
              .insert({ ...columns, sermon_id: sermonId, title: titleFromName(file.name) })
              .select(),
            'file',
          );
    },
    remove: (paths) => removeObjects(PRESENTATIONS.id, paths),
    objectPathsBefore: { storage_path: existing?.storage_path ?? null },
    objectPathsAfter: (row) => ({ storage_path: row.storage_path }),
  });
  return row;
}

/** The row first (a refused delete leaves a working file), then its object. */
export async function deletePresentation(presentation: SermonPresentation) {
  const deleted = await writtenRow<SermonPresentation>(
    db().from('sermon_presentations').delete().eq('id', presentation.id).select(),
    'deletion',
  );
  await removeObjects(PRESENTATIONS.id, [presentation.storage_path]);
  return deleted;
}
