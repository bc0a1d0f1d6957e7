import type { PostgrestError } from '@supabase/postgrest-js';

interface Result<T> {
  data: T | null;
  error: PostgrestError | null;
}

/** A list read: the PostgREST error is thrown so react-query shows the error state and retries. */
export async function rowsOf<T>(request: PromiseLike<Result<T[]>>): Promise<T[]> {
  const { data, error } = await request;
  if (error) throw error;
  return data ?? [];
}

/** A read of one row: `null` (not found, unpublished, hidden by RLS) is a normal answer, not an error. */
export async function rowOf<T>(request: PromiseLike<Result<T>>): Promise<T | null> {
  const { data, error } = await request;
  if (error) throw error;
  return data ?? null;
}
