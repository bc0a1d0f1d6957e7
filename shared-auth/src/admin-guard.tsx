import { useDeferredValue, useEffect } from 'react';
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
  const current = useAuthStore((state) =>
    state.loading
      ? 'loading'
      : state.user === null
        ? 'signed-out'
        : state.recovery
          ? 'recovery'
          : state.isAdmin
            ? 'admin'
            : 'verifying',
  );
  // The store's changes render synchronously. Letting an admin in renders the admin frame and its page, one
  // task of ~100 ms of Lighthouse's mobile CPU: that is a deferred render, which React does in slices that yield
  // to input, the screen before it staying meanwhile. Anything else (signed out, no longer admin) shows at once.
  const deferred = useDeferredValue(current);
  const view = current === 'admin' ? deferred : current;
  // Usually started by the shell already; a no-op then.
  useEffect(() => void startSession(), []);

  if (view === 'loading') return <StatusScreen label="Checking your session" />;
  if (view === 'signed-out') {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  // Someone who arrived through a reset link chooses the new password before anything else.
  if (view === 'recovery') return <Navigate to="/auth" replace />;
  if (view === 'verifying') return <VerifyingScreen />;
  return <Outlet />;
}
