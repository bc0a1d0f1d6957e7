import { queryOptions, useQuery } from 'shared-ui/query';
import { galleryDomain, rowsOf, type GalleryPhoto } from 'shared-ui/data';
import { db } from '../../../lib/supabase';

export const getAlbumPhotos = (albumId: string) =>
  rowsOf<GalleryPhoto>(
    db()
      .from('gallery_photos')
      .select('*')
      .eq('album_id', albumId)
      .order('display_order')
      .order('created_at'),
  );

export const albumPhotosQueryOptions = (albumId: string) =>
  queryOptions({
    queryKey: [...galleryDomain.keys.adminDetail(albumId), 'photos'],
    queryFn: () => getAlbumPhotos(albumId),
  });

export const useAlbumPhotos = (albumId: string) => useQuery(albumPhotosQueryOptions(albumId));
