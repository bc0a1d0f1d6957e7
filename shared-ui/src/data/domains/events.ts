import type { Row } from '../database';
import { defineDomain, detailPages, picture } from './define-domain';

export type ChurchEvent = Row<'events'>;

export const eventsDomain = /* @__PURE__ */ defineDomain('events', {
  table: 'events',
  publicPaths: detailPages('events', '/events'),
  storage: { image_url: picture('events') },
});
