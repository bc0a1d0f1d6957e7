import { defineContent } from '../../content-manager';
import { welcomeRead } from './welcome-read';

/** One row (a unique index): none yet means the form creates it. */
export const welcomeManager = defineContent(welcomeRead, 'Welcome section', 'Welcome section', {
  columns: {
    title: { label: 'Title', kind: 'text', required: true, wide: true },
    content: { label: 'Welcome text', kind: 'textarea', max: 5000, wide: true, keepEmpty: true },
    image_url: { label: 'Image', kind: 'image' },
    video_url: {
      label: 'Video link',
      kind: 'url',
      hint: 'A YouTube or other video address, if any.',
      wide: true,
    },
    published: { label: 'Show on the home page', kind: 'switch', initial: true },
  },
  description: 'The greeting at the top of the home page.',
  titleOf: (row) => row.title,
});
