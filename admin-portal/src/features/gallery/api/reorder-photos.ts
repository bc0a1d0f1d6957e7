import { galleryPhotosTable } from 'shared-ui/data';
import { orderChanges, tableWrites, type Orderable } from '../../content-manager';

const photos = tableWrites(galleryPhotosTable.table);

export const reorderPhotos = (ordered: Orderable[]) => photos.reorder(orderChanges(ordered));
