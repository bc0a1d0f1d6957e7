import { PUBLISHED, PUBLISH_DATE, defineContent, inOrder } from '../../content-manager';
import { noticesList } from './notices-list';

export const noticesManager = defineContent(noticesList, 'Notice', 'Notices', {
  checks: [inOrder('publish_at', 'expires_at', 'The notice must expire after it is published.', true)],
  columns: {
    title: { label: 'Title', kind: 'text', required: true, list: 'title' },
    category: { label: 'Category', kind: 'text', max: 80 },
    summary: { label: 'Summary', kind: 'textarea', max: 500, wide: true },
    content: { label: 'Content', kind: 'textarea', wide: true, keepEmpty: true },
    image_url: { label: 'Image', kind: 'image' },
    attachment_url: {
      label: 'Attachment link',
      kind: 'url',
      hint: 'A web address of a document, if any.',
      wide: true,
    },
    publish_at: PUBLISH_DATE,
    expires_at: { label: 'Expires', kind: 'datetime', hint: 'Leave empty to keep it up.', list: true },
    pinned: { label: 'Pinned to the top', kind: 'switch', list: { header: 'Pinned', badge: 'Pinned' } },
    published: PUBLISHED,
  },
  description: 'The notice board: pinned notices come first; expired ones disappear by themselves.',
});
