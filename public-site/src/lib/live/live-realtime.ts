import type { RealtimeClient } from '@supabase/realtime-js';
import { loadedSupabase, supabaseLoaded } from 'shared-auth';
import { sessionMayBeStored } from 'shared-ui/auth-storage';
import { supabaseSettings } from 'shared-ui/connection';

let visitor: Promise<RealtimeClient> | null = null;

/**
 * The Realtime client an open page listens with. Someone signed in listens through their client (the shell loads
 * it after the first screen), with their token; a visitor who never signed in, through Realtime alone, so their
 * visit never fetches auth, storage and the rest of supabase-js (bench P1w).
 */
export function liveRealtime(): Promise<RealtimeClient> {
  const client = loadedSupabase();
  if (client) return Promise.resolve(client.realtime);
  if (sessionMayBeStored(supabaseSettings().url)) return supabaseLoaded().then((loaded) => loaded.realtime);
  visitor ??= import('./visitor-realtime').then(({ createVisitorRealtime }) => createVisitorRealtime());
  return visitor;
}
