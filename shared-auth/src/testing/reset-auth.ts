import type { AuthRedirect } from '../session/auth-redirect';
import { startAuthListener } from '../session/auth-listener';
import { initialAuthData, useAuthStore } from '../store';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';
import { mockState } from './mock-client';

let stopListener: (() => void) | null = null;

/** A fresh fake client, a fresh store and no remembered recovery; optionally the listener started. */
export function resetAuth(
  options: { redirect?: Partial<AuthRedirect>; listen?: boolean } = {},
): FakeSupabase {
  stopListener?.();
  stopListener = null;
  mockState.fake = createFakeSupabase();
  mockState.redirect = { recovery: false, invite: false, errorCode: null, ...options.redirect };
  useAuthStore.setState({ ...initialAuthData });
  sessionStorage.clear();
  if (options.listen !== false) stopListener = startAuthListener();
  return mockState.fake;
}
