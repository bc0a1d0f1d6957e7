import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database';
import { supabaseSettings } from './supabase-settings';

let client: PostgrestClient<Database> | null = null;

/**
 * `fetch` with the API key in the query (`apikey=`), where the gateway takes it as it does from the header and
 * keeps it from PostgREST. A read then carries no header of its own, so the browser sends it as a simple
 * cross-origin request: no CORS preflight first, one round trip instead of two for each of a visitor's reads.
 * Without an Authorization header the read is anon's, which is what a visitor is.
 */
export const fetchWithKeyInQuery =
  (apiKey: string, send: typeof fetch = (...args) => fetch(...args)): typeof fetch =>
  (input, init) => {
    // Appended, not re-serialised: the rest of the address stays byte for byte what the client built.
    const href = input instanceof Request ? input.url : String(input);
    const url = `${href}${href.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(apiKey)}`;
    return send(input instanceof Request ? new Request(url, input) : url, init);
  };

/**
 * Reads (and the contact form's insert) as a visitor, with the anon key: PostgREST's own small client
 * instead of all of supabase-js, so the home page's content does not wait for auth, storage and
 * realtime code. The public site shows published rows only, which is what RLS gives a visitor anyway.
 */
export function getPublicClient(): PostgrestClient<Database> {
  if (client) return client;
  const { url, anonKey } = supabaseSettings();
  client = new PostgrestClient<Database>(`${url}/rest/v1`, {
    fetch: fetchWithKeyInQuery(anonKey),
    // react-query retries failed reads itself (see shared-auth's loadSupabase).
    retry: false,
  });
  return client;
}
