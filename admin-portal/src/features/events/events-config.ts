import { z } from 'zod';
import { dateColumn, publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { getEvents } from './api/get-events';
import { eventKeys } from './api/keys';
import type { ChurchEvent } from './types';

const schema = z
  .object({
    title: rules.requiredText('Title'),
    description: rules.longText('Description'),
    location: rules.optionalText('Location'),
    starts_at: rules.requiredDateTime('start date and time'),
    ends_at: rules.optionalDateTime,
    category: rules.optionalText('Category', 80),
    image_url: rules.imageUrl,
    published: rules.flag,
  })
  .refine(rules.notBefore('ends_at', 'starts_at'), {
    path: ['ends_at'],
    message: 'The end must not be before the start.',
  });
type Values = z.infer<typeof schema>;

export const eventsConfig = defineContent<ChurchEvent, Values>({
  keys: eventKeys,
  table: 'events',
  folder: 'events',
  singular: 'Event',
  plural: 'Events',
  description: 'Services, programmes and gatherings on the events page.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'starts_at', label: 'Starts', kind: 'datetime', required: true },
    { name: 'ends_at', label: 'Ends', kind: 'datetime' },
    { name: 'location', label: 'Location', kind: 'text', wide: true },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    textColumn('title', 'Title', true),
    dateColumn('starts_at', 'Starts', true),
    textColumn('location', 'Location'),
    publishedColumn(),
  ],
  titleOf: (row) => row.title,
  publicPath: (row) => `/events/${row.id}`,
  empty: () => ({
    title: '',
    description: '',
    location: '',
    starts_at: '',
    ends_at: '',
    category: '',
    image_url: '',
    published: true,
  }),
  orderable: false,
  list: getEvents,
});
