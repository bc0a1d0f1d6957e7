import type { Row } from '../database';
import { defineDomain, detailPages, picture } from './define-domain';

export type Notice = Row<'notices'>;

export const noticesDomain = /* @__PURE__ */ defineDomain('notices', {
  table: 'notices',
  publicPaths: detailPages('notices', '/notices'),
  storage: { image_url: picture('notices') },
});
