import { PUBLISHED, defineContent } from '../../content-manager';
import { ministriesList } from './ministries-list';

export const ministriesManager = defineContent(ministriesList, 'Ministry', 'Ministries', {
  columns: {
    name: { label: 'Name', kind: 'text', required: true, list: 'title' },
    leader_name: { label: 'Leader', kind: 'text', list: true },
    schedule: {
      label: 'Meeting times',
      kind: 'text',
      hint: 'For example “Sundays after service”.',
      list: { header: 'Meets' },
    },
    age_group: { label: 'Age group', kind: 'text', max: 80 },
    summary: { label: 'Summary', kind: 'textarea', max: 500, wide: true },
    description: { label: 'Description', kind: 'textarea', wide: true },
    image_url: { label: 'Image', kind: 'image' },
    published: PUBLISHED,
  },
  description: 'The church’s ministries on the ministries page, in the order shown here.',
});
