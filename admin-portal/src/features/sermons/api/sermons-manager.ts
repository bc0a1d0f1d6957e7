import { PUBLISHED, defineContent, today } from '../../content-manager';
import { sermonsList } from './sermons-list';

export const sermonsManager = defineContent(sermonsList, 'Sermon', 'Sermons', {
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    preacher: { label: 'Preacher', kind: 'text', hint: 'For example “Pastor Mensah”.', list: true },
    preached_on: {
      label: 'Preached on',
      kind: 'date',
      required: 'date it was preached',
      initial: today,
      list: true,
    },
    series: { label: 'Series', kind: 'text' },
    scripture: { label: 'Scripture', kind: 'text', hint: 'For example “John 3:16-21”.' },
    summary: { label: 'Summary', kind: 'textarea', max: 5000, wide: true },
    video_url: { label: 'Video link', kind: 'url', wide: true },
    thumbnail_url: { label: 'Thumbnail', kind: 'image' },
    published: { ...PUBLISHED, hint: 'Visitors see only published sermons.' },
  },
  description:
    'Sermons with their recordings (the podcast) and presentation files (PowerPoint, PDF, Keynote, OpenDocument) on the sermons page.',
});
