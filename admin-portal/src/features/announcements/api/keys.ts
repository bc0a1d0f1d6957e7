import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site's announcement pages (public-site/src/features/announcements/api/keys.ts). */
export const announcementKeys = createDomainKeys('announcements');
