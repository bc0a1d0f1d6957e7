import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { REALTIME } from 'shared-ui';
import { readAuthRedirect, type AuthRedirect } from './session/auth-redirect';

let client: SupabaseClient | null = null;
let redirect: AuthRedirect = { recovery: false, errorCode: null };

/** The shell calls this once with the runtime config; remotes read the same instance via getSupabase(). */
export function initSupabase(url: string, anonKey: string): SupabaseClient {
  if (client) return client;
  // Read before createClient: the client parses the URL hash on start and then clears it.
  if (typeof window !== 'undefined') redirect = readAuthRedirect(window.location.hash, window.location.search);
  // Session in localStorage and auto-refresh (30 s tick, ≤ 90 s margin) are the client's defaults, kept.
  client = createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    realtime: { heartbeatIntervalMs: REALTIME.heartbeatIntervalMs, timeout: REALTIME.timeoutMs },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('initSupabase() must run before the Supabase client is used');
  return client;
}

/** The auth link found in the address bar when the client was created. */
export const initialAuthRedirect = (): AuthRedirect => redirect;
