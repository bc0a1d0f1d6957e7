import { createQueryKeys } from '../../../lib/query-keys';

export const eventKeys = createQueryKeys('events');
