import { tableWrites } from '../../content-manager/api/table-writes';
import { orderChanges, type Orderable } from '../../content-manager/logic/reorder';

const photos = tableWrites('gallery_photos');

export const reorderPhotos = (ordered: Orderable[]) => photos.reorder(orderChanges(ordered));
