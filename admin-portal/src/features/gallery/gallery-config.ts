import { z } from 'zod';
import { dateColumn, publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { IMAGES } from '../../lib/storage/buckets';
import { objectPathOf } from '../../lib/storage/object-path';
import { getAlbums } from './api/get-albums';
import { getAlbumPhotos } from './api/get-album-photos';
import { galleryKeys } from './api/keys';
import type { GalleryAlbum } from './types';

const schema = z.object({
  title: rules.requiredText('Title'),
  description: rules.longText('Description', 2000),
  cover_image_url: rules.imageUrl,
  album_date: rules.optionalDate,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const galleryConfig = defineContent<GalleryAlbum, Values>({
  keys: galleryKeys,
  table: 'gallery_albums',
  folder: 'gallery',
  singular: 'Album',
  plural: 'Albums',
  description: 'Photo albums on the gallery page. Open an album to add, caption, order or remove its photos.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'album_date', label: 'Date', kind: 'date' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'cover_image_url', label: 'Cover image', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published albums.' },
  ],
  columns: [textColumn('title', 'Title', true), dateColumn('album_date', 'Date'), publishedColumn()],
  titleOf: (row) => row.title,
  publicPath: () => '/gallery',
  empty: () => ({ title: '', description: '', cover_image_url: '', album_date: '', published: true }),
  orderable: true,
  list: getAlbums,
  // The album's photos go with it (on delete cascade); their files must go too.
  ownedObjects: async (album) =>
    (await getAlbumPhotos(album.id)).flatMap((photo) => {
      const path = objectPathOf(photo.image_url, IMAGES.id);
      return path ? [{ bucket: IMAGES.id, path }] : [];
    }),
});
