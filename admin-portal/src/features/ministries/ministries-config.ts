import { z } from 'zod';
import { publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { getMinistries } from './api/get-ministries';
import { ministryKeys } from './api/keys';
import type { Ministry } from './types';

const schema = z.object({
  name: rules.requiredText('Name'),
  summary: rules.optionalText('Summary', 500),
  description: rules.longText('Description'),
  leader_name: rules.optionalText('Leader'),
  schedule: rules.optionalText('Meeting times'),
  age_group: rules.optionalText('Age group', 80),
  image_url: rules.imageUrl,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const ministriesConfig = defineContent<Ministry, Values>({
  keys: ministryKeys,
  table: 'ministries',
  folder: 'ministries',
  singular: 'Ministry',
  plural: 'Ministries',
  description: 'The church’s ministries on the ministries page, in the order shown here.',
  schema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'leader_name', label: 'Leader', kind: 'text' },
    { name: 'schedule', label: 'Meeting times', kind: 'text', hint: 'For example “Sundays after service”.' },
    { name: 'age_group', label: 'Age group', kind: 'text' },
    { name: 'summary', label: 'Summary', kind: 'textarea', wide: true },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    textColumn('name', 'Name', true),
    textColumn('leader_name', 'Leader'),
    textColumn('schedule', 'Meets'),
    publishedColumn(),
  ],
  titleOf: (row) => row.name,
  publicPath: () => '/ministries',
  empty: () => ({
    name: '',
    summary: '',
    description: '',
    leader_name: '',
    schedule: '',
    age_group: '',
    image_url: '',
    published: true,
  }),
  orderable: true,
  list: getMinistries,
});
