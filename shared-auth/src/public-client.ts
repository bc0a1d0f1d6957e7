import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseSettings } from './supabase-client';

let client: PostgrestClient | null = null;

/**
 * Reads (and the contact form's insert) as a visitor, with the anon key: PostgREST's own small client
 * instead of all of supabase-js, so the home page's content does not wait for auth, storage and
 * realtime code. The public site shows published rows only, which is what RLS gives a visitor anyway.
 */
export function getPublicClient(): PostgrestClient {
  if (client) return client;
  const { url, anonKey } = supabaseSettings();
  client = new PostgrestClient(`${url}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    // react-query retries failed reads itself; see loadSupabase.
    retry: false,
  });
  return client;
}
