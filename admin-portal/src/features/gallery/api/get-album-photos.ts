import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { GalleryPhoto } from '../types';
import { galleryKeys } from './keys';

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
    queryKey: [...galleryKeys.adminDetail(albumId), 'photos'],
    queryFn: () => getAlbumPhotos(albumId),
  });

export const useAlbumPhotos = (albumId: string) => useQuery(albumPhotosQueryOptions(albumId));
