import { sermonsDomain } from 'shared-ui/data';
import { PRESENTATIONS } from 'shared-ui/uploads';
import { PUBLISHED, defineContent, today } from '../../content-manager';
import { getSermonPresentations } from './get-sermon-presentations';

export const sermonsManager = defineContent(sermonsDomain, 'Sermon', 'Sermons', {
  listOrder: ['-preached_on'],
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
    audio_url: { label: 'Audio link', kind: 'url', wide: true },
    video_url: { label: 'Video link', kind: 'url', wide: true },
    thumbnail_url: { label: 'Thumbnail', kind: 'image' },
    published: { ...PUBLISHED, hint: 'Visitors see only published sermons.' },
  },
  description:
    'Sermons and their presentation files (PowerPoint, PDF, Keynote, OpenDocument) on the sermons page.',
  // The sermon's presentation rows cascade with it; their files must go too.
  ownedObjects: async (sermon) =>
    (await getSermonPresentations(sermon.id)).map((p) => ({
      bucket: PRESENTATIONS.id,
      path: p.storage_path,
    })),
});
