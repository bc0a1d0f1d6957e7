import type { Row } from '../database';
import { defineDomain, detailPages, picture } from './define-domain';

export type Announcement = Row<'announcements'>;

/** News for the congregation: the home page shows the latest, /announcements lists them all, each has a page of its own. */
export const announcementsDomain = /* @__PURE__ */ defineDomain('announcements', {
  table: 'announcements',
  publicPaths: detailPages('announcements', '/announcements'),
  storage: { image_url: picture('announcements') },
});
