import { createQueryKeys } from '../../../lib/query-keys';

export const noticeKeys = createQueryKeys('notices');
