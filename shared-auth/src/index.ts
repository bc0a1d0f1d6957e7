export { initSupabase, getSupabase } from './supabase-client';
export { useAuthStore, startAuthListener, type AuthState } from './store';
export { AdminGuard } from './admin-guard';
export { SignInPage } from './sign-in-page';
