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
    // The replaced file stays: the row's history can bring it back; the Trash purge removes it 30 days on.
    objectPathsBefore: {},
    objectPathsAfter: (row) => ({ storage_path: row.storage_path }),
  });
  return row;
}

/** The row goes to Trash; its file stays until the Trash purge, so a restore brings it back. */
export const deletePresentation = (presentation: SermonPresentation) => files.remove(presentation.id);
