import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth';
import { rowsOf } from 'shared-ui/data';

/** The shell's client (never our own): one session, one auth store; typed with the generated schema. */
export const db = () => getSupabase();

/**
 * The same client for code that is generic over the table (the content manager's shared writes):
 * postgrest-js's column and payload types cannot be resolved for a table that is a type parameter, so
 * such code types its own signature from the generated types (Insert<T>, Update<T>, Row<T>) and calls
 * through this view.
 */
export const anyTable = (): SupabaseClient => getSupabase();

interface Result<T> {
  data: T | null;
  error: PostgrestError | null;
}

/** Thrown when a write came back without the row: RLS refused it or the row is gone. */
export class NotSavedError extends Error {
  constructor(action: string) {
    super(`The ${action} was not saved: you may not have permission, or the item no longer exists.`);
    this.name = 'NotSavedError';
  }
}

/**
 * A write with `.select()`: success is only what the server returns. An empty answer means RLS
 * filtered the row out (PostgREST does not fail an update that matched nothing).
 */
export async function writtenRows<T>(request: PromiseLike<Result<T[]>>, action: string): Promise<T[]> {
  const rows = await rowsOf(request);
  if (rows.length === 0) throw new NotSavedError(action);
  return rows;
}

export async function writtenRow<T>(request: PromiseLike<Result<T[]>>, action: string): Promise<T> {
  return (await writtenRows(request, action))[0] as T;
}
