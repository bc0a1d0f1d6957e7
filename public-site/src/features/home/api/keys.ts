import { createQueryKeys } from '../../../lib/query-keys';

export const welcomeKeys = createQueryKeys('welcome-section');
