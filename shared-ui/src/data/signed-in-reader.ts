import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database';
import { supabaseSettings } from './supabase-settings';

/**
 * Reads as a signed-in person with PostgREST's small client, sent as supabase-js sends them: the API key and the
 * person's access token in headers. The admin lookup asks through it, so that an admin's role can be asked for
 * from the session stored in this browser while supabase-js is still downloading (bench P8b); the pages read
 * through supabase-js, whose client refreshes the token.
 */
export function signedInReader(accessToken: string): PostgrestClient<Database> {
  const { url, anonKey } = supabaseSettings();
  return new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    // The lookup retries itself (shared-auth's admin-lookup.ts).
    retry: false,
  });
}
