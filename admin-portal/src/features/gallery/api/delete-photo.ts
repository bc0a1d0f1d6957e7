import { galleryPhotosTable, type GalleryPhoto } from 'shared-ui/data';
import { tableWrites } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);

/** The row goes to Trash; its file stays until the Trash purge, so a restore brings the photo back. */
export const deletePhoto = (photo: GalleryPhoto) => photos.remove(photo.id);
