import { sermonPresentationsTable, type SermonPresentation } from 'shared-ui/data';
import { contentTypeFor, extensionOf, newObjectPath, PRESENTATIONS } from 'shared-ui/uploads';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import { runSavePipeline, tableWrites } from '../../content-manager';

const files = tableWrites(sermonPresentationsTable.table);

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
  const { row } = await runSavePipeline({
    files: { storage_path: file },
    upload: async (_field, chosen) => {
      const uploaded = await uploadObject(
        PRESENTATIONS,
        newObjectPath(sermonId, chosen.name),
        chosen,
        onProgress,
      );
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
        ? files.update(existing.id, columns)
        : files.create({ ...columns, sermon_id: sermonId, title: titleFromName(file.name) });
    },
    remove: (paths) => removeObjects(PRESENTATIONS.id, paths),
    objectPathsBefore: { storage_path: existing?.storage_path ?? null },
    objectPathsAfter: (row) => ({ storage_path: row.storage_path }),
  });
  return row;
}

/** The row first (a refused delete leaves a working file), then its object. */
export async function deletePresentation(presentation: SermonPresentation) {
  const deleted = await files.remove(presentation.id);
  await removeObjects(PRESENTATIONS.id, [presentation.storage_path]);
  return deleted;
}
