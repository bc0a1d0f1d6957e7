import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/milestones/api/keys.ts). */
export const milestoneKeys = createDomainKeys('milestones');
