import { RealtimeClient } from '@supabase/realtime-js';
import { REALTIME } from 'shared-ui';
import { supabaseSettings } from 'shared-ui/connection';

/**
 * Realtime alone, as a visitor (the anon key), as supabase-js would open it for someone not signed in: the same
 * endpoint, key and timings. A visitor's open page needs nothing else of supabase-js, which stays unfetched.
 */
export function createVisitorRealtime(): RealtimeClient {
  const { url, anonKey } = supabaseSettings();
  const endpoint = new URL('realtime/v1', `${url}/`);
  endpoint.protocol = endpoint.protocol.replace('http', 'ws');
  return new RealtimeClient(endpoint.href, {
    params: { apikey: anonKey },
    accessToken: async () => anonKey,
    heartbeatIntervalMs: REALTIME.heartbeatIntervalMs,
    timeout: REALTIME.timeoutMs,
  });
}
