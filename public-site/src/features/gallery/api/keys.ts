import { createQueryKeys } from '../../../lib/query-keys';

export const galleryKeys = createQueryKeys('gallery');
