import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/ministries/api/keys.ts). */
export const ministryKeys = createDomainKeys('ministries');
