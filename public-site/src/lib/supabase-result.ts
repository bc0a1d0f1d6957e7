import type { PostgrestError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth';
import type { TableName } from './database';

interface Result<T> {
  data: T | null;
  error: PostgrestError | null;
}

interface Retryable<R> extends PromiseLike<R> {
  retry?: (enabled: boolean) => PromiseLike<R>;
}

/**
 * react-query already retries a failed read (3 times, backoff capped at 30 s, as the spec says); the
 * client's own retries inside each attempt would multiply the wait before a visitor sees "Try again".
 */
export function once<R>(request: Retryable<R>): PromiseLike<R> {
  return request.retry ? request.retry(false) : request;
}

/** A list read: throws the PostgREST error so react-query shows the error state and retries. */
export async function rowsOf<T>(request: Retryable<Result<T[]>>): Promise<T[]> {
  const { data, error } = await once(request);
  if (error) throw error;
  return data ?? [];
}

/** A read by id: `null` (not found, unpublished, hidden by RLS) is a normal answer, not an error. */
export async function rowOf<T>(request: Retryable<Result<T>>): Promise<T | null> {
  const { data, error } = await once(request);
  if (error) throw error;
  return data ?? null;
}

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
    getSupabase().from(table).select(select).eq('id', id).eq('published', true).maybeSingle<T>(),
  );
}

/** Public (bucket) storage URL for an object path. */
export function publicStorageUrl(bucket: string, path: string, download?: string): string {
  return getSupabase()
    .storage.from(bucket)
    .getPublicUrl(path, download ? { download } : undefined).data.publicUrl;
}
