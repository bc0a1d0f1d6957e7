import type { TableRow } from '../../lib/database';

export type GalleryAlbum = TableRow<'gallery_albums'>;
export type GalleryPhoto = TableRow<'gallery_photos'>;
