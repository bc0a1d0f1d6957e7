import type { Row } from '../database';
import { defineDomain, picture, type TableContract } from './define-domain';

export type GalleryAlbum = Row<'gallery_albums'>;
export type GalleryPhoto = Row<'gallery_photos'>;
export type GalleryAlbumWithPhotos = GalleryAlbum & { gallery_photos: GalleryPhoto[] };

/** Albums on /gallery; a photo opens in /image-viewer. Photos share the albums' keys. */
export const galleryDomain = /* @__PURE__ */ defineDomain('gallery', {
  table: 'gallery_albums',
  publicPaths: { list: '/gallery', of: () => '/gallery' },
  storage: { cover_image_url: picture('gallery') },
});

/** An album's photos: new ones go to `gallery/<album id>/`; each has a shareable full-screen view. */
export const galleryPhotosTable = {
  table: 'gallery_photos',
  storage: { image_url: picture('gallery') },
  publicPath: (photo: Pick<GalleryPhoto, 'id' | 'album_id'>) =>
    `/image-viewer?${new URLSearchParams({ album: photo.album_id, photo: photo.id })}`,
} as const satisfies TableContract<'gallery_photos'> & { publicPath: unknown };
