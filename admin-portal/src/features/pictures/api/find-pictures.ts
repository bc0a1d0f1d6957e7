import { rowsOf } from 'shared-ui/data';
import { objectPathOf } from 'shared-ui/uploads';
import {
  parsePictureMeta,
  pictureMetaColumn,
  type NamedRendition,
  type PictureMeta,
} from 'shared-ui/pictures';
import { anyTable } from '../../../lib/supabase';
import { PICTURE_COLUMNS, type PictureColumn } from './picture-columns';

/** A row that shows a picture, with what it recorded of it. */
export interface PictureRow {
  table: string;
  id: string;
  urlColumn: string;
  meta: PictureMeta | null;
  /** The named renditions this row's picture needs. */
  named: NamedRendition[];
}

/** One stored picture (one URL) and every row that shows it: it is prepared once for all of them. */
export interface StoredPicture {
  url: string;
  /** Its object in the images bucket; null for an outside link. */
  path: string | null;
  rows: PictureRow[];
  /** The union of what its rows need. */
  named: NamedRendition[];
}

/** Whether `meta` records what a row needs: variants (possibly none, for a small picture) and its renditions. */
export const covers = (meta: PictureMeta | null, named: NamedRendition[]): meta is PictureMeta =>
  meta !== null && named.every((name) => meta.named?.includes(name));

/** The rows of a picture that still lack what they need. */
export const unprepared = (picture: StoredPicture) =>
  picture.rows.filter((row) => !covers(row.meta, row.named));

async function rowsOfColumn({ table, urlColumn, named }: PictureColumn): Promise<PictureRow[]> {
  const metaColumn = pictureMetaColumn(urlColumn);
  const rows = await rowsOf(
    anyTable()
      .from(table)
      .select(`id, ${urlColumn}, ${metaColumn}`)
      .not(urlColumn, 'is', null)
      .order('id')
      // A column list built at run time is beyond postgrest-js's parser.
      .returns<Record<string, unknown>[]>(),
  );
  return rows.map((row) => ({
    table,
    id: String(row.id),
    urlColumn,
    url: String(row[urlColumn]),
    meta: parsePictureMeta(row[metaColumn]),
    named,
  }));
}

/**
 * Every picture the content tables show, grouped by URL (an album's cover is one of its photos), in a stable order
 * so a run that is started again goes through them in the same order.
 */
export async function findStoredPictures(projectUrl: string): Promise<StoredPicture[]> {
  const byUrl = new Map<string, StoredPicture>();
  for (const column of PICTURE_COLUMNS) {
    for (const { url, ...row } of (await rowsOfColumn(column)) as (PictureRow & { url: string })[]) {
      let picture = byUrl.get(url);
      if (!picture) {
        picture = { url, path: objectPathOf(projectUrl, url, 'images'), rows: [], named: [] };
        byUrl.set(url, picture);
      }
      picture.rows.push(row);
      picture.named = [...new Set([...picture.named, ...row.named])];
    }
  }
  return [...byUrl.values()];
}
