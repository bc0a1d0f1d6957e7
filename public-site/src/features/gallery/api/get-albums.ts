import { galleryDomain, rowsOf, type GalleryAlbumWithPhotos } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { queryOptions, useQuery } from 'shared-ui/query';

export const ALBUM_PHOTOS = 'gallery_photos(*)';

/** Published albums, newest first (an album without a date after the dated ones), each with its photos in order. */
export function getAlbums(): Promise<GalleryAlbumWithPhotos[]> {
  return rowsOf(
    getPublicClient()
      .from('gallery_albums')
      .select(`*, ${ALBUM_PHOTOS}`)
      .eq('published', true)
      .order('album_date', { ascending: false, nullsFirst: false })
      .order('created_at', { ascending: false })
      .order('display_order', { referencedTable: 'gallery_photos', ascending: true }),
  );
}

export const albumsQuery = () => queryOptions({ queryKey: galleryDomain.keys.list({}), queryFn: getAlbums });

export const useAlbums = () => useQuery(albumsQuery());
