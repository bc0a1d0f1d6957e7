import { PUBLISHED, defineContent } from '../../content-manager';
import { albumsList } from './albums-list';

export const galleryManager = defineContent(albumsList, 'Album', 'Albums', {
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    album_date: { label: 'Date', kind: 'date', list: true },
    description: { label: 'Description', kind: 'textarea', max: 2000, wide: true },
    cover_image_url: { label: 'Cover image', kind: 'image' },
    published: { ...PUBLISHED, hint: 'Visitors see only published albums.' },
  },
  description: 'Photo albums on the gallery page. Open an album to add, caption, order or remove its photos.',
});
