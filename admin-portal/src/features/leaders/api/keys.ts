import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/leaders/api/keys.ts). */
export const leaderKeys = createDomainKeys('leaders');
