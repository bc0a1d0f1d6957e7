import { z } from 'zod';
import { publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { getMilestones } from './api/get-milestones';
import { milestoneKeys } from './api/keys';
import type { Milestone } from './types';

const schema = z.object({
  year: z.coerce
    .number<number>({ error: 'Enter the year, for example 1998.' })
    .int('Enter a whole year, for example 1998.')
    .min(1800, 'The year must be 1800 or later.')
    .max(2200, 'The year must be 2200 or earlier.'),
  title: rules.requiredText('Title'),
  description: rules.longText('Description'),
  image_url: rules.imageUrl,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const milestonesConfig = defineContent<Milestone, Values>({
  keys: milestoneKeys,
  table: 'milestones',
  folder: 'milestones',
  singular: 'Milestone',
  plural: 'Milestones',
  description: 'The church’s history on the about page, in the order shown here.',
  schema,
  fields: [
    { name: 'year', label: 'Year', kind: 'number', required: true },
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    { id: 'year', header: 'Year', value: (row) => row.year },
    textColumn('title', 'Title', true),
    publishedColumn(),
  ],
  titleOf: (row) => `${row.year}: ${row.title}`,
  publicPath: (row) => `/milestone/${row.id}`,
  empty: () => ({
    year: new Date().getFullYear(),
    title: '',
    description: '',
    image_url: '',
    published: true,
  }),
  orderable: true,
  list: getMilestones,
});
