import { z } from 'zod';
import { defineContent } from '../content-manager/define-content';
import * as rules from '../content-manager/logic/schema-helpers';
import { getWelcomeSection } from './api/get-welcome-section';
import { welcomeKeys } from './api/keys';
import type { WelcomeSection } from './types';

const schema = z.object({
  title: rules.requiredText('Title'),
  content: rules.longText('Welcome text', 5000),
  image_url: rules.imageUrl,
  video_url: rules.optionalUrl,
  published: rules.flag,
});
type Values = z.infer<typeof schema>;

export const welcomeConfig = defineContent<WelcomeSection, Values>({
  keys: welcomeKeys,
  table: 'welcome_section',
  folder: 'welcome',
  singular: 'Welcome section',
  plural: 'Welcome section',
  description: 'The greeting at the top of the home page.',
  schema,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'content', label: 'Welcome text', kind: 'textarea', wide: true, keepEmpty: true },
    { name: 'image_url', label: 'Image', kind: 'image', wide: true },
    {
      name: 'video_url',
      label: 'Video link',
      kind: 'url',
      hint: 'A YouTube or other video address, if any.',
      wide: true,
    },
    { name: 'published', label: 'Show on the home page', kind: 'switch' },
  ],
  columns: [],
  titleOf: (row) => row.title,
  publicPath: () => '/',
  empty: () => ({ title: '', content: '', image_url: '', video_url: '', published: true }),
  orderable: false,
  list: getWelcomeSection,
});
