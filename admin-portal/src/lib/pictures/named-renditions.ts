import type { PublicPaths } from 'shared-ui/data';
import type { NamedRendition } from 'shared-ui/pictures';

/**
 * The named renditions a content picture needs: an item with a page of its own is previewed with its picture when
 * a link to it is shared. Uploads and "Prepare pictures" both ask here, so both make the same.
 */
export const namedRenditionsFor = (paths: PublicPaths): NamedRendition[] =>
  paths.detailRoute ? ['share'] : [];
