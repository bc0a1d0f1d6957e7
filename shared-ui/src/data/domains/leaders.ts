import type { Row } from '../database';
import { defineDomain, detailPages, picture } from './define-domain';

export type Leader = Row<'leaders'>;

/** Listed on the about page; each leader has a page at /leader/<id> (singular, as the spec names it). */
export const leadersDomain = /* @__PURE__ */ defineDomain('leaders', {
  table: 'leaders',
  publicPaths: detailPages('leader'),
  storage: { image_url: picture('leaders') },
});
