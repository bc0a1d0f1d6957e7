import { galleryDomain } from 'shared-ui/data';
import { PUBLISHED, defineContent } from '../../content-manager';

export const galleryManager = defineContent(galleryDomain, 'Album', 'Albums', {
  // As the gallery shows them: newest first.
  listOrder: ['-album_date', '-created_at'],
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    album_date: { label: 'Date', kind: 'date', list: true },
    description: { label: 'Description', kind: 'textarea', max: 2000, wide: true },
    cover_image_url: { label: 'Cover image', kind: 'image' },
    published: { ...PUBLISHED, hint: 'Visitors see only published albums.' },
  },
  description: 'Photo albums on the gallery page. Open an album to add, caption, order or remove its photos.',
});
