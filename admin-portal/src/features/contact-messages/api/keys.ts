import { createDomainKeys } from '../../../lib/query-keys';

/** Only admins read contact messages; public-site only inserts them, so it has no queries here. */
export const contactMessageKeys = createDomainKeys('contact-messages');
