import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/sermons/api/keys.ts). */
export const sermonKeys = createDomainKeys('sermons');
