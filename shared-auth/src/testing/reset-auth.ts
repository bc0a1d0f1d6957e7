import { setSupabaseSettings } from 'shared-ui/connection';
import type { AuthRedirect } from '../session/auth-redirect';
import { startAuthListener } from '../session/auth-listener';
import { initialAuthData, useAuthStore } from '../store';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';
import { mockState } from './mock-client';

let stopListener: (() => void) | null = null;

/** Where the tests' project is (the session start reads its stored session by this URL). */
export const TEST_SUPABASE_URL = 'http://127.0.0.1:54321';

/** A fresh fake client, a fresh store and no remembered recovery; optionally the listener started. */
export function resetAuth(
  options: { redirect?: Partial<AuthRedirect>; listen?: boolean } = {},
): FakeSupabase {
  stopListener?.();
  stopListener = null;
  setSupabaseSettings(TEST_SUPABASE_URL, 'anon-key');
  mockState.fake = createFakeSupabase();
  mockState.redirect = { recovery: false, invite: false, errorCode: null, ...options.redirect };
  useAuthStore.setState({ ...initialAuthData });
  sessionStorage.clear();
  if (options.listen !== false) stopListener = startAuthListener();
  return mockState.fake;
}
