import { createDomainKeys } from '../../../lib/query-keys';

/** Root shared with public-site (public-site/src/features/gallery/api/keys.ts). */
export const galleryKeys = createDomainKeys('gallery');
