import type { Row } from '../database';
import { defineDomain } from './define-domain';

export type VisitPageTexts = Row<'visit_page'>;

/** One row: the words of "Plan your visit"; its times, address and map come from the church's details. */
export const visitPageDomain = defineDomain('visit-page', {
  table: 'visit_page',
  publicPaths: { list: '/visit', of: () => '/visit' },
  storage: {},
});
