import { z } from 'zod';
import { publishedColumn, textColumn } from '../content-manager/logic/columns';
import * as rules from '../content-manager/logic/schema-helpers';
import { defineContent } from '../content-manager/define-content';
import { getLeaders } from './api/get-leaders';
import { leaderKeys } from './api/keys';
import type { Leader } from './types';

const schema = z.object({
  name: rules.requiredText('Name'),
  role: rules.optionalText('Role'),
  ministry: rules.optionalText('Ministry'),
  bio: rules.longText('Biography'),
  image_url: rules.imageUrl,
  email: rules.optionalEmail,
  phone: rules.optionalPhone,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const leadersConfig = defineContent<Leader, Values>({
  keys: leaderKeys,
  table: 'leaders',
  folder: 'leaders',
  singular: 'Leader',
  plural: 'Leaders',
  description: 'Pastors, elders and ministry leaders on the about page, in the order shown here.',
  schema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'role', label: 'Role', kind: 'text', hint: 'For example “Presiding Elder”.' },
    { name: 'ministry', label: 'Ministry', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'bio', label: 'Biography', kind: 'textarea', wide: true },
    { name: 'image_url', label: 'Photo', kind: 'image', wide: true },
    { name: 'published', label: 'Published', kind: 'switch', hint: 'Visitors see only published items.' },
  ],
  columns: [
    textColumn('name', 'Name', true),
    textColumn('role', 'Role'),
    textColumn('ministry', 'Ministry'),
    publishedColumn(),
  ],
  titleOf: (row) => row.name,
  publicPath: (row) => `/leader/${row.id}`,
  empty: () => ({
    name: '',
    role: '',
    ministry: '',
    bio: '',
    image_url: '',
    email: '',
    phone: '',
    published: true,
  }),
  orderable: true,
  list: getLeaders,
});
