import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { RemoteUnavailableError } from '../remotes';
import { isIncompatible, isRemoteGone } from './recovery';
import styles from './route-error-page.module.css';

const ERROR_TITLE = 'Unexpected Application Error!';

function RemoteUnavailable({ error }: { error: RemoteUnavailableError }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    document.title = 'Temporarily unavailable';
  }, []);
  // Navigating to the same place asks the router to discover (and so fetch) the remote again.
  const retry = () => void navigate(location, { replace: true });
  return (
    <main className={styles.page} role="alert">
      <h1>This part of the site is temporarily unavailable</h1>
      <p>{error.message}. Please check your connection and try again.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={retry}>
          Try again
        </button>
        {error.remote === 'adminPortal' ? (
          <Link to="/">Go to the home page</Link>
        ) : (
          <Link to="/auth">Sign in</Link>
        )}
      </div>
    </main>
  );
}

/**
 * A remote whose release this shell cannot run (the console names the module and versions), or code still
 * missing after a reload: a release is going out. A reload picks up the next config.
 */
function BeingUpdated() {
  useEffect(() => {
    document.title = 'Being updated';
  }, []);
  return (
    <main className={styles.page} role="alert">
      <h1>This part of the site is being updated — try again in a minute</h1>
      <p>The rest of the site works as usual.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/">Go to the home page</Link>
      </div>
    </main>
  );
}

/** The shell's boundary for routing failures (and for a remote that cannot be loaded). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    document.title = ERROR_TITLE;
  }, []);
  if (isIncompatible(error) || isRemoteGone(error)) return <BeingUpdated />;
  if (error instanceof RemoteUnavailableError) return <RemoteUnavailable error={error} />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong while showing this page.';
  return (
    <main className={styles.page} role="alert">
      <h1>{ERROR_TITLE}</h1>
      <p>{detail}</p>
      <div className={styles.actions}>
        {/* A full load: after a failure the router's cached route modules can't be trusted. */}
        <Link className={styles.primary} to="/" reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
