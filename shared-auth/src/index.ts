export { initSupabase, getSupabase } from './supabase-client';
export { useAuthStore, type AuthState } from './store';
export { startAuthListener } from './session/auth-listener';
export { recheckAdmin } from './session/admin-lookup';
export type { AuthFailure, AuthFailureKind } from './session/auth-errors';
export { AdminGuard } from './admin-guard';
export { SignInPage } from './sign-in-page';
