import type { SupabaseClient as UntypedClient } from '@supabase/supabase-js';
import { REALTIME } from 'shared-ui';
import { type Database } from 'shared-ui/data';
import { setSupabaseSettings, supabaseSettings } from 'shared-ui/connection';
import { yieldToMain } from 'shared-ui/yield-to-main';
import { readAuthRedirect, type AuthRedirect } from './session/auth-redirect';

// What reads as a signed-in person without supabase-js (the admin lookup), handed on from here with the client.
export { signedInReader } from 'shared-ui/connection';

/** The one client, typed with the generated schema: table names, columns, inserts and updates are checked. */
export type SupabaseClient = UntypedClient<Database>;

let configured = false;
let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;
let redirect: AuthRedirect = { recovery: false, invite: false, errorCode: null };
let announceLoaded: (client: SupabaseClient) => void = () => {};
const loaded = new Promise<SupabaseClient>((resolve) => (announceLoaded = resolve));

/** The shell calls this once, at start, with the runtime config. Nothing is downloaded yet. */
export function configureSupabase(url: string, anonKey: string): void {
  if (configured) return;
  configured = true;
  setSupabaseSettings(url, anonKey);
  // Read now: the client, whenever it is created, parses the URL hash on start and then clears it.
  if (typeof window !== 'undefined')
    redirect = readAuthRedirect(window.location.hash, window.location.search);
}

/**
 * Fetches supabase-js (once) and creates the one client every app shares. A visitor's first screen
 * does not wait for it: public pages read through getPublicClient(), and the shell loads this after.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  loading ??= import('@supabase/supabase-js').then(async ({ createClient }) => {
    // Evaluating supabase-js and starting its client (auth, realtime, the stored session) were one task of
    // ~25 ms here, ~100 ms on Lighthouse's phone: two, with the client in the second.
    await yieldToMain();
    const { url, anonKey } = supabaseSettings();
    // Session in localStorage and auto-refresh (30 s tick, ≤ 90 s margin) are the client's defaults, kept.
    client = createClient<Database>(url, anonKey, {
      // The session is kept under supabase-js's default key, which shared-ui/auth-storage names (and tests) so the
      // shell can tell a visitor without one before fetching this client.
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      realtime: { heartbeatIntervalMs: REALTIME.heartbeatIntervalMs, timeout: REALTIME.timeoutMs },
      // react-query already retries a failed read (3 times, backoff capped at 30 s:
      // [spec §9](../../docs/spec.md#9-business-constants-and-limits)); the client's own retries inside
      // each attempt would multiply the wait before "Try again" shows.
      db: { retry: false },
    });
    announceLoaded(client);
    return client;
  });
  return loading;
}

/** Resolves once the client exists, without asking for it: for extras (live updates) that may wait. */
export const supabaseLoaded = (): Promise<SupabaseClient> => loaded;

/** The client if it exists already, else null; never starts loading it. */
export const loadedSupabase = (): SupabaseClient | null => client;

/** The client, once loadSupabase() has resolved (admin pages run behind the guard, which waits for it). */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The Supabase client is not loaded yet: await loadSupabase() first');
  return client;
}

/** The auth link found in the address bar when the shell started. */
export const initialAuthRedirect = (): AuthRedirect => redirect;
