import { IMAGES } from '../../../lib/storage/buckets';
import { objectPathOf } from '../../../lib/storage/object-path';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { db, writtenRow } from '../../../lib/supabase';
import type { GalleryPhoto } from '../types';

/** The row first (a refused delete breaks no image), then its file. */
export async function deletePhoto(photo: GalleryPhoto) {
  const deleted = await writtenRow<GalleryPhoto>(
    db().from('gallery_photos').delete().eq('id', photo.id).select(),
    'deletion',
  );
  await removeObjects(IMAGES.id, [objectPathOf(photo.image_url, IMAGES.id)]);
  return deleted;
}
