import { db, writtenRow } from '../../../lib/supabase';
import type { GalleryPhoto } from '../types';

export const updatePhotoCaption = (id: string, caption: string) =>
  writtenRow<GalleryPhoto>(
    db()
      .from('gallery_photos')
      .update({ caption: caption.trim() || null })
      .eq('id', id)
      .select(),
    'caption',
  );
