import { z } from 'zod';
import { dateColumn, publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { PRESENTATIONS } from '../../lib/storage/buckets';
import { getSermonPresentations } from './api/get-sermon-presentations';
import { getSermons } from './api/get-sermons';
import { sermonKeys } from './api/keys';
import type { Sermon } from './types';

const schema = z.object({
  title: rules.requiredText('Title'),
  preacher: rules.optionalText('Preacher'),
  preached_on: rules.requiredDate('date it was preached'),
  series: rules.optionalText('Series'),
  scripture: rules.optionalText('Scripture'),
  summary: rules.longText('Summary', 5000),
  audio_url: rules.optionalUrl,
  video_url: rules.optionalUrl,
  thumbnail_url: rules.imageUrl,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

const today = () => new Date().toISOString().slice(0, 10);

export const sermonsConfig = defineContent<Sermon, Values>({
  keys: sermonKeys,
  table: 'sermons',
  folder: 'sermons',
  singular: 'Sermon',
  plural: 'Sermons',
  description:
    'Sermons and their presentation files (PowerPoint, PDF, Keynote, OpenDocument) on the sermons page.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'preacher', label: 'Preacher', kind: 'text' },
    { name: 'preached_on', label: 'Preached on', kind: 'date', required: true },
    { name: 'series', label: 'Series', kind: 'text' },
    { name: 'scripture', label: 'Scripture', kind: 'text', hint: 'For example “John 3:16-21”.' },
    { name: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    { name: 'audio_url', label: 'Audio link', kind: 'url', wide: true },
    { name: 'video_url', label: 'Video link', kind: 'url', wide: true },
    { name: 'thumbnail_url', label: 'Thumbnail', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published sermons.' },
  ],
  columns: [
    textColumn('title', 'Title', true),
    textColumn('preacher', 'Preacher'),
    dateColumn('preached_on', 'Preached on'),
    publishedColumn(),
  ],
  titleOf: (row) => row.title,
  publicPath: (row) => `/sermons/${row.id}`,
  empty: () => ({
    title: '',
    preacher: '',
    preached_on: today(),
    series: '',
    scripture: '',
    summary: '',
    audio_url: '',
    video_url: '',
    thumbnail_url: '',
    published: true,
  }),
  orderable: false,
  list: getSermons,
  // The sermon's presentation rows cascade with it; their files must go too.
  ownedObjects: async (sermon) =>
    (await getSermonPresentations(sermon.id)).map((p) => ({
      bucket: PRESENTATIONS.id,
      path: p.storage_path,
    })),
});
