import { galleryPhotosTable } from 'shared-ui/data';
import { tableWrites } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);

export const updatePhotoCaption = (id: string, caption: string) =>
  photos.update(id, { caption: caption.trim() || null });
