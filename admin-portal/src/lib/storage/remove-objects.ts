import { db } from '../supabase';

/** Removes objects; the paths storage actually deleted come back (missing ones are skipped). */
export async function removeObjects(bucket: string, paths: (string | null | undefined)[]): Promise<string[]> {
  const wanted = [...new Set(paths.filter((p): p is string => Boolean(p)))];
  if (wanted.length === 0) return [];
  const { data, error } = await db().storage.from(bucket).remove(wanted);
  if (error) throw error;
  return (data ?? []).map((object) => object.name);
}
