import { loadSupabase, type SupabaseClient } from '../supabase-client';
import { lookUpStoredAdmin } from './admin-lookup';
import { startAuthListener } from './auth-listener';

let started: Promise<SupabaseClient> | null = null;

/**
 * Loads the client and starts following its auth events, once; every caller gets the same client. The stored
 * session's role is asked for first, while the client downloads.
 */
export function startSession(): Promise<SupabaseClient> {
  if (!started) lookUpStoredAdmin();
  started ??= loadSupabase().then((client) => {
    startAuthListener();
    return client;
  });
  return started;
}
