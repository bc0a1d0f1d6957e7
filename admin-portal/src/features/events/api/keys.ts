import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/events/api/keys.ts). */
export const eventKeys = createDomainKeys('events');
