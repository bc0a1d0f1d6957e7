export {
  configureSupabase,
  loadSupabase,
  supabaseLoaded,
  loadedSupabase,
  getSupabase,
  type SupabaseClient,
} from './supabase-client';
export { needsSessionAtStart } from './session/needs-session-at-start';
export { useAuthStore, type AuthState } from './store';
export type { AuthFailure, AuthFailureKind } from './session/auth-errors';
export type { AuthRedirectState } from './session/redirect-target';
export { useRecoveryRedirect } from './hooks/use-recovery-redirect';
