import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database';
import { supabaseSettings } from './supabase-settings';

let client: PostgrestClient<Database> | null = null;

/**
 * Reads (and the contact form's insert) as a visitor, with the anon key: PostgREST's own small client
 * instead of all of supabase-js, so the home page's content does not wait for auth, storage and
 * realtime code. The public site shows published rows only, which is what RLS gives a visitor anyway.
 */
export function getPublicClient(): PostgrestClient<Database> {
  if (client) return client;
  const { url, anonKey } = supabaseSettings();
  client = new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    // react-query retries failed reads itself (see shared-auth's loadSupabase).
    retry: false,
  });
  return client;
}
