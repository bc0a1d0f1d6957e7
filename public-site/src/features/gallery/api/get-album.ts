import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/supabase-result';
import type { GalleryAlbumWithPhotos } from '../../../types/content';
import { ALBUM_WITH_PHOTOS } from './get-albums';
import { galleryKeys } from './keys';

export async function getAlbum(id: string | undefined): Promise<GalleryAlbumWithPhotos | null> {
  const album = await getPublishedRow<GalleryAlbumWithPhotos>('gallery_albums', id, ALBUM_WITH_PHOTOS);
  if (!album) return null;
  return {
    ...album,
    gallery_photos: [...album.gallery_photos].sort((a, b) => a.display_order - b.display_order),
  };
}

export const albumQuery = (id: string | undefined) =>
  queryOptions({ queryKey: galleryKeys.detail(id ?? ''), queryFn: () => getAlbum(id) });

export const useAlbum = (id: string | undefined) => useQuery(albumQuery(id));
