import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { AuthFailure } from './session/auth-errors';
import { loadSupabase, type SupabaseClient } from './supabase-client';

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** True only after user_roles confirmed role admin for the current user. */
  isAdmin: boolean;
  /** True once a lookup for the current user has answered (admin or not). */
  isAdminChecked: boolean;
  /** True when every retry of the admin lookup failed (offline, server down); a new lookup clears it. */
  adminCheckFailed: boolean;
  /** True until the client has reported the first session state (INITIAL_SESSION). */
  loading: boolean;
  /** Set by PASSWORD_RECOVERY: the person arrived from a reset link and must choose a new password. */
  recovery: boolean;
  /** In recovery because the person followed an invitation: the password they choose is their first. */
  invited: boolean;
  /** Why an emailed link could not sign the person in (e.g. it expired); null when none. */
  linkError: string | null;
  lastEvent: AuthChangeEvent | null;
  /** Each action resolves to null on success or to a failure the form can show as it is. */
  signIn: (email: string, password: string) => Promise<AuthFailure | null>;
  signOut: () => Promise<AuthFailure | null>;
  sendPasswordReset: (email: string) => Promise<AuthFailure | null>;
  updatePassword: (password: string) => Promise<AuthFailure | null>;
  dismissLinkError: () => void;
}

export type AuthData = Omit<
  AuthState,
  'signIn' | 'signOut' | 'sendPasswordReset' | 'updatePassword' | 'dismissLinkError'
>;

export const initialAuthData: AuthData = {
  session: null,
  user: null,
  isAdmin: false,
  isAdminChecked: false,
  adminCheckFailed: false,
  loading: true,
  recovery: false,
  invited: false,
  linkError: null,
  lastEvent: null,
};

/** Where the reset link sends people back to: this site's sign-in page, which shows the new-password form. */
export const recoveryRedirectUrl = () => `${window.location.origin}/auth`;

// The failure texts (and supabase-js's error guards they use) load with the client, not with the shell.
const explain = async (error: unknown) => (await import('./session/auth-errors')).toAuthFailure(error);

async function settle(
  call: (client: SupabaseClient) => Promise<{ error: unknown }>,
): Promise<AuthFailure | null> {
  try {
    const { error } = await call(await loadSupabase());
    return error ? explain(error) : null;
  } catch (error) {
    return explain(error);
  }
}

/**
 * The one auth store. shared-auth is a Module Federation singleton, so the shell and both remotes import
 * this same instance. State changes come only from the auth listener (auth-listener.ts); the actions
 * call the client, whose events then update the state.
 */
export const useAuthStore = create<AuthState>()((set) => ({
  ...initialAuthData,
  signIn: (email, password) => settle((client) => client.auth.signInWithPassword({ email, password })),
  // `local` clears this browser's session before calling the server, so signing out works offline too.
  signOut: () => settle((client) => client.auth.signOut({ scope: 'local' })),
  sendPasswordReset: (email) =>
    settle((client) => client.auth.resetPasswordForEmail(email, { redirectTo: recoveryRedirectUrl() })),
  updatePassword: (password) => settle((client) => client.auth.updateUser({ password })),
  dismissLinkError: () => set({ linkError: null }),
}));
