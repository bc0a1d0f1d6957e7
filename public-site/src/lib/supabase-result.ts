import { getPublicClient, rowOf, supabaseSettings } from 'shared-auth';
import type { TableName } from './database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never match a row; asking the server would only produce a 400. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * A published row by id, or null. The public site filters on `published` itself (RLS already does for
 * visitors) so that an administrator browsing the public pages sees what visitors see, not drafts.
 */
export function getPublishedRow<T>(
  table: TableName,
  id: string | undefined,
  select = '*',
): Promise<T | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return rowOf<T>(
    getPublicClient().from(table).select(select).eq('id', id).eq('published', true).maybeSingle<T>(),
  );
}

/** Public (bucket) storage URL for an object path, as supabase-js's getPublicUrl builds it. */
export function publicStorageUrl(bucket: string, path: string, download?: string): string {
  const url = encodeURI(
    `${supabaseSettings().url}/storage/v1/object/public/${bucket}/${path.replace(/^\/+/, '')}`,
  );
  return download ? `${url}?${new URLSearchParams({ download })}` : url;
}
