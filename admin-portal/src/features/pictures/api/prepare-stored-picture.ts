import { publicObjectUrl } from 'shared-ui/data';
import { pictureMetaColumn, type PictureMeta } from 'shared-ui/pictures';
import { IMAGES } from 'shared-ui/uploads';
import { describeError } from '../../../lib/errors';
import { browserPictureTools } from '../../../lib/pictures/browser-tools';
import { preparePicture } from '../../../lib/pictures/prepare-picture';
import { uploadRenditions } from '../../../lib/pictures/upload-picture';
import { removeRenditions } from '../../../lib/storage/remove-objects';
import { anyTable, writtenRows } from '../../../lib/supabase';
import { covers, unprepared, type PictureRow, type StoredPicture } from './find-pictures';

export type Outcome = { picture: StoredPicture } & (
  { kind: 'done' } | { kind: 'skipped'; reason: string } | { kind: 'failed'; reason: string }
);

export const ALREADY_PREPARED = 'Already prepared';
export const OUTSIDE_LINK = 'An outside link, not a picture in this site’s storage';

/** Records `meta` in each row, only while it still shows this picture; `written` counts the rows that took it. */
async function recordMeta(url: string, rows: PictureRow[], meta: PictureMeta, written = { rows: 0 }) {
  for (const { table, id, urlColumn } of rows) {
    await writtenRows(
      anyTable()
        .from(table)
        .update({ [pictureMetaColumn(urlColumn)]: meta })
        .eq('id', id)
        .eq(urlColumn, url)
        .select('id'),
      'picture’s description',
    );
    written.rows += 1;
  }
}

/** The original's bytes, or why there are none. */
async function download(projectUrl: string, path: string): Promise<Blob | string> {
  let response: Response;
  try {
    response = await fetch(publicObjectUrl(projectUrl, IMAGES.id, path), { cache: 'no-store' });
  } catch (error) {
    return `The original could not be downloaded: ${describeError(error)}`;
  }
  // Storage answers a missing object with 400 (its body says 404) or 404.
  if (response.status === 400 || response.status === 404) return 'The original is missing from storage';
  if (!response.ok) return `The original could not be downloaded (HTTP ${response.status})`;
  return response.blob();
}

/**
 * Makes a stored picture's variants and named renditions with the uploads' own pipeline, stores them beside it and
 * records them in every row that shows it. Nothing it stored is left behind when a row refuses the record (unless
 * another row already relies on the renditions).
 */
export async function prepareStoredPicture(
  picture: StoredPicture,
  projectUrl: string,
  onProgress?: (fraction: number) => void,
): Promise<Outcome> {
  const waiting = unprepared(picture);
  if (waiting.length === 0) return { picture, kind: 'skipped', reason: ALREADY_PREPARED };
  const { path, url, named } = picture;
  if (!path) return { picture, kind: 'skipped', reason: OUTSIDE_LINK };
  const failed = (reason: string): Outcome => ({ picture, kind: 'failed', reason });

  // Another row showing it already records what these need: the renditions are there.
  const known = picture.rows.map((row) => row.meta).find((meta) => covers(meta, named));
  if (known) {
    try {
      await recordMeta(url, waiting, known);
      return { picture, kind: 'done' };
    } catch (error) {
      return failed(`Its item could not be updated: ${describeError(error)}`);
    }
  }

  const original = await download(projectUrl, path);
  if (typeof original === 'string') return failed(original);
  let prepared;
  try {
    prepared = await preparePicture(original, path, await browserPictureTools(), { named, onProgress });
  } catch (error) {
    return failed(`Not a picture this browser can read (${describeError(error)})`);
  }

  // Renditions a row records stay; any others would be orphans if this picture fails.
  const reliedOn = picture.rows.some((row) => row.meta !== null);
  const written = { rows: 0 };
  let step = 'Its variants could not be stored';
  try {
    // Leftovers of an attempt that stopped midway: storage keeps the first object of a name.
    await removeRenditions(path);
    await uploadRenditions(prepared.renditions);
    step = 'Its item could not be updated';
    await recordMeta(url, waiting, prepared.meta, written);
    return { picture, kind: 'done' };
  } catch (error) {
    if (!reliedOn && written.rows === 0) await removeRenditions(path).catch(() => undefined);
    return failed(`${step}: ${describeError(error)}`);
  }
}
