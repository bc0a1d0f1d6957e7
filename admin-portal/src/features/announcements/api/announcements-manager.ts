import { PUBLISHED, PUBLISH_DATE, defineContent } from '../../content-manager';
import { announcementsList } from './announcements-list';

export const announcementsManager = defineContent(announcementsList, 'Announcement', 'Announcements', {
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    summary: {
      label: 'Summary',
      kind: 'textarea',
      max: 500,
      hint: 'One or two sentences for lists.',
      wide: true,
    },
    content: { label: 'Content', kind: 'textarea', wide: true, keepEmpty: true },
    image_url: { label: 'Image', kind: 'image' },
    event_date: { label: 'Event date', kind: 'datetime', hint: 'If the announcement is about a date.' },
    location: { label: 'Location', kind: 'text' },
    category: { label: 'Category', kind: 'text', max: 80, list: true },
    publish_at: PUBLISH_DATE,
    published: PUBLISHED,
  },
  description: 'News for the congregation, shown on the home page and on its own page.',
});
