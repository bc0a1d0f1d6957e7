import type { Insert, Row } from '../database';
import { defineDomain } from './define-domain';

export type ContactMessage = Row<'contact_messages'>;
/** What the contact form sends; visitors may insert but never read messages. */
export type ContactMessageInput = Pick<
  Insert<'contact_messages'>,
  'name' | 'email' | 'phone' | 'subject' | 'message'
>;

/** Only the office reads them (admin queries only); they have no public page. */
export const contactMessagesDomain = /* @__PURE__ */ defineDomain('contact-messages', {
  table: 'contact_messages',
  publicPaths: { of: () => '/contact' },
  storage: {},
});
