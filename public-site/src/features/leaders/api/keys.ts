import { createQueryKeys } from '../../../lib/query-keys';

export const leaderKeys = createQueryKeys('leaders');
