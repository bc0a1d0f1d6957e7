import { toDateTimeLocal } from 'shared-ui/inputs';
import { z } from 'zod';
import { dateColumn, publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { getAnnouncements } from './api/get-announcements';
import { announcementKeys } from './api/keys';
import type { Announcement } from './types';

const schema = z.object({
  title: rules.requiredText('Title'),
  summary: rules.optionalText('Summary', 500),
  content: rules.longText('Content'),
  image_url: rules.imageUrl,
  event_date: rules.optionalDateTime,
  location: rules.optionalText('Location'),
  category: rules.optionalText('Category', 80),
  published_at: rules.requiredDateTime('publish date'),
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const announcementsConfig = defineContent<Announcement, Values>({
  keys: announcementKeys,
  table: 'announcements',
  folder: 'announcements',
  singular: 'Announcement',
  plural: 'Announcements',
  description: 'News for the congregation, shown on the home page and on its own page.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    {
      name: 'summary',
      label: 'Summary',
      kind: 'textarea',
      hint: 'One or two sentences for lists.',
      wide: true,
    },
    { name: 'content', label: 'Content', kind: 'textarea', wide: true, keepEmpty: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    {
      name: 'event_date',
      label: 'Event date',
      kind: 'datetime',
      hint: 'If the announcement is about a date.',
    },
    { name: 'location', label: 'Location', kind: 'text' },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'published_at', label: 'Publish date', kind: 'datetime', required: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    textColumn('title', 'Title', true),
    textColumn('category', 'Category'),
    dateColumn('published_at', 'Published on'),
    publishedColumn(),
  ],
  titleOf: (row) => row.title,
  publicPath: (row) => `/announcements/${row.id}`,
  empty: () => ({
    title: '',
    summary: '',
    content: '',
    image_url: '',
    event_date: '',
    location: '',
    category: '',
    published_at: toDateTimeLocal(new Date().toISOString()),
    published: true,
  }),
  orderable: false,
  list: getAnnouncements,
});
