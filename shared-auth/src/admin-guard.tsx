import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { StatusScreen } from './components/status-screen';
import { VerifyingScreen } from './components/verifying-screen';
import type { AuthRedirectState } from './session/redirect-target';
import { startSession } from './session/start-session';
import { useAuthStore } from './store';

/**
 * The layout route in front of /admin, in the order of
 * [spec §4](../../docs/spec.md#4-states-and-transitions): loading → spinner; no user → /auth (remembering the page, replacing the history entry); not confirmed admin → the verifying screen;
 * admin → the page. It guards navigation only: the database's policies protect the data.
 */
export function AdminGuard() {
  const location = useLocation();
  const loading = useAuthStore((state) => state.loading);
  const hasUser = useAuthStore((state) => state.user !== null);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const recovery = useAuthStore((state) => state.recovery);
  // Usually started by the shell already; a no-op then.
  useEffect(() => void startSession(), []);

  if (loading) return <StatusScreen label="Checking your session" />;
  if (!hasUser) {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  // Someone who arrived through a reset link chooses the new password before anything else.
  if (recovery) return <Navigate to="/auth" replace />;
  if (!isAdmin) return <VerifyingScreen />;
  return <Outlet />;
}
