import { renditionObjectNames } from 'shared-ui/pictures';
import { IMAGES } from 'shared-ui/uploads';
import { db } from '../supabase';

/**
 * Removes objects; the paths storage actually deleted come back (missing ones are skipped). A picture in the images
 * bucket goes with every rendition its name names (variants, link-preview and podcast images), whatever its row
 * recorded, so none is left behind.
 */
export async function removeObjects(bucket: string, paths: (string | null | undefined)[]): Promise<string[]> {
  const wanted = [...new Set(paths.filter((p): p is string => Boolean(p)))];
  if (wanted.length === 0) return [];
  const withRenditions =
    bucket === IMAGES.id ? wanted.flatMap((p) => [p, ...renditionObjectNames(p)]) : wanted;
  const { data, error } = await db().storage.from(bucket).remove(withRenditions);
  if (error) throw error;
  const asked = new Set(wanted);
  return (data ?? []).map((object) => object.name).filter((name) => asked.has(name));
}

/**
 * Removes the renditions stored beside a picture in the images bucket, never the picture itself: what a failed or
 * repeated preparation of a stored picture leaves behind (missing names are skipped).
 */
export async function removeRenditions(objectName: string): Promise<void> {
  const { error } = await db().storage.from(IMAGES.id).remove(renditionObjectNames(objectName));
  if (error) throw error;
}
