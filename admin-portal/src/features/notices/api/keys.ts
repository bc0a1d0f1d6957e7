import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/notices/api/keys.ts). */
export const noticeKeys = createDomainKeys('notices');
