import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site's home page (public-site/src/features/home/api/keys.ts). */
export const welcomeKeys = createDomainKeys('welcome-section');
