import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { useAuthStore } from './store';

/** Navigation guard for /admin; the database's policies are what actually protect the data. */
export function AdminGuard() {
  const location = useLocation();
  const { loading, user, isAdmin, signOut } = useAuthStore();
  if (loading) return <Spinner label="Checking your session" size="lg" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!isAdmin) {
    return (
      <div role="alert">
        <Spinner label="Verifying" />
        <p>Verifying Admin Access...</p>
        <p>Please wait while we check your privileges.</p>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    );
  }
  return <Outlet />;
}
