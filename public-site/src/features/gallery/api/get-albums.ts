import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { GalleryAlbumWithPhotos } from '../../../types/content';
import { galleryKeys } from './keys';

export const ALBUM_WITH_PHOTOS = '*, gallery_photos(*)';

/** Published albums, newest first within the chosen order, each with its photos in order. */
export function getAlbums(): Promise<GalleryAlbumWithPhotos[]> {
  return rowsOf(
    db()
      .from('gallery_albums')
      .select(ALBUM_WITH_PHOTOS)
      .eq('published', true)
      .order('display_order', { ascending: true })
      .order('album_date', { ascending: false, nullsFirst: false })
      .order('display_order', { referencedTable: 'gallery_photos', ascending: true }),
  );
}

export const albumsQuery = () => queryOptions({ queryKey: galleryKeys.list({}), queryFn: getAlbums });

export const useAlbums = () => useQuery(albumsQuery());
