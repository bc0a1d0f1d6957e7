import { IMAGES } from '../../../lib/storage/buckets';
import { newObjectPath } from '../../../lib/storage/object-path';
import { removeObjects } from '../../../lib/storage/remove-objects';
import { uploadObject } from '../../../lib/storage/upload-object';
import { db, writtenRow } from '../../../lib/supabase';
import { runSavePipeline } from '../../content-manager/logic/save-pipeline';
import type { GalleryPhoto } from '../types';

/** One photo: upload, then its row; if the row is refused the uploaded object is removed. */
export async function addAlbumPhoto(
  albumId: string,
  file: File,
  displayOrder: number,
  onProgress?: (f: number) => void,
) {
  const { row } = await runSavePipeline<GalleryPhoto>({
    files: { image_url: file },
    upload: async (_field, chosen) => {
      const uploaded = await uploadObject(
        IMAGES,
        newObjectPath(`gallery/${albumId}`, chosen),
        chosen,
        onProgress,
      );
      return { path: uploaded.path, url: uploaded.publicUrl };
    },
    write: (urls) =>
      writtenRow<GalleryPhoto>(
        db()
          .from('gallery_photos')
          .insert({ album_id: albumId, image_url: urls.image_url, display_order: displayOrder })
          .select(),
        'photo',
      ),
    remove: (paths) => removeObjects(IMAGES.id, paths),
    objectPathsBefore: {},
    objectPathsAfter: () => ({}),
  });
  return row;
}
