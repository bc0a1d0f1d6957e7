import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth';
import { createDomainKeys } from 'shared-ui/data';
import type { Member } from '../../../../../supabase/functions/team/member.ts';
import { NETWORK_MESSAGE } from '../../../lib/errors';

export type { Member };

export const teamKeys = createDomainKeys('team');

/** The function's own sentence when it refused (`{error, message}`), else one for the kind of failure. */
async function explain(error: unknown): Promise<Error> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { message?: string } | null;
    if (body?.message) return new Error(body.message);
    if ((error.context as Response).status === 401)
      return new Error('Your session has ended. Sign in again and retry.');
  }
  if (error instanceof FunctionsFetchError) return new Error(NETWORK_MESSAGE);
  return new Error('The team service had a problem. Please try again in a minute.');
}

/** Calls `team/<path>` with the signed-in admin's session; the function checks they are an admin. */
export async function callTeam<T>(
  path: string,
  method: 'GET' | 'POST' | 'DELETE',
  body?: object,
): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>(`team${path}`, { method, body });
  if (error) throw await explain(error);
  return data as T;
}
