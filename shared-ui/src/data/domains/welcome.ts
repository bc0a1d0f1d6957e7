import type { Row } from '../database';
import { defineDomain, picture } from './define-domain';

export type WelcomeSection = Row<'welcome_section'>;

/** One row: the greeting at the top of the home page. */
export const welcomeDomain = /* @__PURE__ */ defineDomain('welcome-section', {
  table: 'welcome_section',
  publicPaths: { list: '/', of: () => '/' },
  storage: { image_url: picture('welcome') },
});
