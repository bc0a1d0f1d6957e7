import { galleryPhotosTable, type Json } from 'shared-ui/data';
import { IMAGES, newObjectPath } from 'shared-ui/uploads';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadPicture } from '../../../lib/pictures/upload-picture';
import { runSavePipeline, tableWrites } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);
/** An album's photos are kept together: `gallery/<album id>/<uuid>.<ext>`. */
const folderOf = (albumId: string) => `${galleryPhotosTable.storage.image_url?.folder}/${albumId}`;

/** One photo: upload with its variants, then its row; if the row is refused the uploaded objects are removed. */
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
      const uploaded = await uploadPicture(path, chosen, { onProgress });
      return { path: uploaded.path, url: uploaded.publicUrl, meta: uploaded.meta };
    },
    write: ({ image_url }, metas) =>
      photos.create({
        album_id: albumId,
        image_url,
        image_meta: metas.image_url as Json,
        display_order: displayOrder,
      }),
    remove: (paths) => removeObjects(IMAGES.id, paths),
    objectPathsBefore: {},
    objectPathsAfter: () => ({}),
  });
  return row;
}
