import { loadSupabase, type SupabaseClient } from '../supabase-client';
import { startAuthListener } from './auth-listener';

let started: Promise<SupabaseClient> | null = null;

/** Loads the client and starts following its auth events, once; every caller gets the same client. */
export function startSession(): Promise<SupabaseClient> {
  started ??= loadSupabase().then((client) => {
    startAuthListener();
    return client;
  });
  return started;
}
