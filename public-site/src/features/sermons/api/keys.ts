import { createQueryKeys } from '../../../lib/query-keys';

export const sermonKeys = createQueryKeys('sermons');
