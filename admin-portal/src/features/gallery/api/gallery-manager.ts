import { galleryDomain } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { IMAGES, objectPathOf } from 'shared-ui/uploads';
import { PUBLISHED, defineContent } from '../../content-manager';
import { getAlbumPhotos } from './get-album-photos';

export const galleryManager = defineContent(galleryDomain, 'Album', 'Albums', {
  listOrder: ['display_order', '-album_date'],
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    album_date: { label: 'Date', kind: 'date', list: true },
    description: { label: 'Description', kind: 'textarea', max: 2000, wide: true },
    cover_image_url: { label: 'Cover image', kind: 'image' },
    published: { ...PUBLISHED, hint: 'Visitors see only published albums.' },
  },
  description: 'Photo albums on the gallery page. Open an album to add, caption, order or remove its photos.',
  // The album's photos go with it (on delete cascade); their files must go too.
  ownedObjects: async (album) =>
    (await getAlbumPhotos(album.id)).flatMap((photo) => {
      const path = objectPathOf(supabaseSettings().url, photo.image_url, IMAGES.id);
      return path ? [{ bucket: IMAGES.id, path }] : [];
    }),
});
