import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { GalleryAlbum } from '../types';
import { galleryKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getAlbums = () =>
  rowsOf<GalleryAlbum>(
    db().from('gallery_albums').select('*').order('display_order').order('album_date', { ascending: false }),
  );

export const albumsQueryOptions = () =>
  queryOptions({ queryKey: galleryKeys.adminList(), queryFn: getAlbums });

export const useAlbums = () => useQuery(albumsQueryOptions());
