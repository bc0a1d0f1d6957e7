import type { Row } from '../database';
import { defineDomain, detailPages, picture } from './define-domain';

export type Milestone = Row<'milestones'>;

/** The church's history on the about page; each milestone has a page at /milestone/<id>. */
export const milestonesDomain = /* @__PURE__ */ defineDomain('milestones', {
  table: 'milestones',
  publicPaths: detailPages('milestone'),
  storage: { image_url: picture('milestones') },
});
