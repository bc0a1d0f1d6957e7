import { createQueryKeys } from '../../../lib/query-keys';

export const announcementKeys = createQueryKeys('announcements');
