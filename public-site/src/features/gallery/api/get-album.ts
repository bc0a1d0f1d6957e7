import { galleryDomain, type GalleryAlbumWithPhotos } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';
import { ALBUM_PHOTOS } from './get-albums';

export async function getAlbum(id: string | undefined): Promise<GalleryAlbumWithPhotos | null> {
  const album = await getPublishedRow<'gallery_albums', GalleryAlbumWithPhotos>(
    'gallery_albums',
    id,
    ALBUM_PHOTOS,
  );
  if (!album) return null;
  return {
    ...album,
    gallery_photos: [...album.gallery_photos].sort((a, b) => a.display_order - b.display_order),
  };
}

export const albumQuery = (id: string | undefined) =>
  queryOptions({ queryKey: galleryDomain.keys.detail(id ?? ''), queryFn: () => getAlbum(id) });

export const useAlbum = (id: string | undefined) => useQuery(albumQuery(id));
