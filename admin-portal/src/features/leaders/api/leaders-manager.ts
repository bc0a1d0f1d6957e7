import { PUBLISHED, defineContent } from '../../content-manager';
import { leadersList } from './leaders-list';

export const leadersManager = defineContent(leadersList, 'Leader', 'Leaders', {
  columns: {
    name: { label: 'Name', kind: 'text', required: true, list: 'title' },
    role: { label: 'Role', kind: 'text', hint: 'For example “Presiding Elder”.', list: true },
    ministry: { label: 'Ministry', kind: 'text', list: true },
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'tel' },
    bio: { label: 'Biography', kind: 'textarea', wide: true },
    image_url: { label: 'Photo', kind: 'image' },
    published: PUBLISHED,
  },
  description: 'Pastors, elders and ministry leaders on the about page, in the order shown here.',
});
