import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { REALTIME } from 'shared-ui';

let client: SupabaseClient | null = null;

/** The shell calls this once with the runtime config; remotes read the same instance via getSupabase(). */
export function initSupabase(url: string, anonKey: string): SupabaseClient {
  client ??= createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    realtime: { heartbeatIntervalMs: REALTIME.heartbeatIntervalMs, timeout: REALTIME.timeoutMs },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('initSupabase() must run before the Supabase client is used');
  return client;
}
