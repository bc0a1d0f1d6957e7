import { PUBLISHED, defineContent, inOrder } from '../../content-manager';
import { eventsList } from './events-list';

export const eventsManager = defineContent(eventsList, 'Event', 'Events', {
  checks: [inOrder('starts_at', 'ends_at', 'The end must not be before the start.')],
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    category: { label: 'Category', kind: 'text', max: 80 },
    starts_at: { label: 'Starts', kind: 'datetime', required: 'start date and time', list: { time: true } },
    ends_at: { label: 'Ends', kind: 'datetime' },
    location: { label: 'Location', kind: 'text', wide: true, list: true },
    description: { label: 'Description', kind: 'textarea', wide: true },
    image_url: { label: 'Image', kind: 'image' },
    published: PUBLISHED,
  },
  description: 'Services, programmes and gatherings on the events page.',
});
