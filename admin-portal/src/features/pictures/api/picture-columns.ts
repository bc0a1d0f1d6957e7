import {
  announcementsDomain,
  eventsDomain,
  galleryDomain,
  galleryPhotosTable,
  leadersDomain,
  milestonesDomain,
  ministriesDomain,
  noticesDomain,
  sermonsDomain,
  welcomeDomain,
  type PublicPaths,
  type StorageField,
} from 'shared-ui/data';
import type { NamedRendition } from 'shared-ui/pictures';
import { namedRenditionsFor } from '../../../lib/pictures/named-renditions';

/** A column of a content table that holds a picture's URL in the images bucket. */
export interface PictureColumn {
  table: string;
  /** `<x>_url`; its meta column is `<x>_meta` (pictureMetaColumn). */
  urlColumn: string;
  /** The named renditions its pictures need beside the variants. */
  named: NamedRendition[];
}

interface Contract {
  table: string;
  storage: Partial<Record<string, StorageField>>;
  publicPaths?: PublicPaths;
}

const columnsOf = ({ table, storage, publicPaths }: Contract): PictureColumn[] =>
  Object.entries(storage)
    .filter(([, field]) => field?.bucket === 'images' && field.holds === 'url')
    .map(([urlColumn]) => ({
      table,
      urlColumn,
      named: publicPaths ? namedRenditionsFor(publicPaths) : [],
    }));

/**
 * Every picture column the admin manages, from the domains' contracts (what the upload forms read too), so a
 * picture is prepared with the renditions its form would have made.
 */
export const PICTURE_COLUMNS: PictureColumn[] = [
  ...[
    announcementsDomain,
    eventsDomain,
    leadersDomain,
    ministriesDomain,
    noticesDomain,
    milestonesDomain,
    sermonsDomain,
    galleryDomain,
    galleryPhotosTable,
    welcomeDomain,
  ].flatMap((contract) => columnsOf(contract as Contract)),
  // The podcast's artwork (the sermons feature's own contract): podcast apps fetch its square rendition.
  { table: 'podcast_settings', urlColumn: 'artwork_url', named: ['podcast'] },
];
