import type { Row } from '../database';
import { defineDomain, picture } from './define-domain';

export type Ministry = Row<'ministries'>;

/** No page per ministry: each is a section of /ministries, reached by its anchor. */
export const ministriesDomain = /* @__PURE__ */ defineDomain('ministries', {
  table: 'ministries',
  publicPaths: { list: '/ministries', of: (row) => `/ministries#ministry-${row.id}` },
  storage: { image_url: picture('ministries') },
});
