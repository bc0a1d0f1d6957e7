import { createQueryKeys } from '../../../lib/query-keys';

export const ministryKeys = createQueryKeys('ministries');
