import { galleryPhotosTable } from 'shared-ui/data';
import { IMAGES, newObjectPath } from 'shared-ui/uploads';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import { runSavePipeline, tableWrites } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);
/** An album's photos are kept together: `gallery/<album id>/<uuid>.<ext>`. */
const folderOf = (albumId: string) => `${galleryPhotosTable.storage.image_url?.folder}/${albumId}`;

/** One photo: upload, then its row; if the row is refused the uploaded object is removed. */
export async function addAlbumPhoto(
  albumId: string,
  file: File,
  displayOrder: number,
  onProgress?: (f: number) => void,
) {
  const { row } = await runSavePipeline({
    files: { image_url: file },
    upload: async (_field, chosen) => {
      const path = newObjectPath(folderOf(albumId), chosen.name);
      const uploaded = await uploadObject(IMAGES, path, chosen, onProgress);
      return { path: uploaded.path, url: uploaded.publicUrl };
    },
    write: ({ image_url }) => photos.create({ album_id: albumId, image_url, display_order: displayOrder }),
    remove: (paths) => removeObjects(IMAGES.id, paths),
    objectPathsBefore: {},
    objectPathsAfter: () => ({}),
  });
  return row;
}
