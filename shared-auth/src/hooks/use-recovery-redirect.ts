import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../store';

/**
 * Sends someone who opened a password-reset link to /auth to choose the new password, wherever the
 * link landed (hosted Supabase falls back to the Site URL when redirectTo is not allow-listed).
 * Called once in a layout that wraps every route (the shell's frame).
 */
export function useRecoveryRedirect(): void {
  const inRecovery = useAuthStore((state) => state.recovery && state.user !== null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (inRecovery && pathname !== '/auth') void navigate('/auth', { replace: true });
  }, [inRecovery, pathname, navigate]);
}
