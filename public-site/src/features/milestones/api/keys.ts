import { createQueryKeys } from '../../../lib/query-keys';

export const milestoneKeys = createQueryKeys('milestones');
