import type { Row } from '../database';
import { defineDomain, detailPages, picture, type TableContract } from './define-domain';

export type Sermon = Row<'sermons'>;
export type SermonPresentation = Row<'sermon_presentations'>;
export type SermonWithPresentations = Sermon & { sermon_presentations: SermonPresentation[] };

export const sermonsDomain = /* @__PURE__ */ defineDomain('sermons', {
  table: 'sermons',
  publicPaths: detailPages('sermons', '/sermons'),
  storage: { thumbnail_url: picture('sermons') },
});

/** A sermon's files: the object path (not a URL) is stored, under `<sermon id>/` in their own bucket. */
export const sermonPresentationsTable: TableContract<'sermon_presentations'> = {
  table: 'sermon_presentations',
  storage: { storage_path: { bucket: 'sermon-presentations', holds: 'path', folder: '' } },
};
