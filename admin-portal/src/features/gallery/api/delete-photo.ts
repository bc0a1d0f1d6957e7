import { galleryPhotosTable, type GalleryPhoto } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { IMAGES, objectPathOf } from 'shared-ui/uploads';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { tableWrites } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);

/** The row first (a refused delete breaks no image), then its file. */
export async function deletePhoto(photo: GalleryPhoto) {
  const deleted = await photos.remove(photo.id);
  await removeObjects(IMAGES.id, [objectPathOf(supabaseSettings().url, photo.image_url, IMAGES.id)]);
  return deleted;
}
