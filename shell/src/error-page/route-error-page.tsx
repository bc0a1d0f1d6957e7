import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { connectionState, subscribeToConnection } from '../offline/connection';
import { RemoteUnavailableError } from '../remotes';
import { isIncompatible, isLoadFailure, isRemoteGone } from './recovery';
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

/** A page whose retry is a reload (the router starts afresh, and the worker or the host answers anew). */
function ReloadToRetry({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.page} role="alert">
      <h1>{heading}</h1>
      {children}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/">Go to the home page</Link>
      </div>
    </main>
  );
}

/**
 * A remote whose release this shell cannot run (the console names the module and versions), or code still
 * missing after a reload: a release is going out. A reload picks up the next config.
 */
const BeingUpdated = () => (
  <ReloadToRetry
    title="Being updated"
    heading="This part of the site is being updated — try again in a minute"
  >
    <p>The rest of the site works as usual.</p>
  </ReloadToRetry>
);

/** How long the connection must have held before a page that could not open offline is tried again. */
export const ONLINE_SETTLE_MS = 1000;

/**
 * Offline, on a page whose code or data was never saved on this device. The service worker answers a reload
 * from what it saved; it is tried by itself once the browser is online again, and has stayed so for a moment:
 * a connection flaps, and Chromium fires `online` then `offline` at a document within milliseconds when the
 * network state is re-applied (as a navigation away from it starts) — a reload then would cancel the page the
 * visitor asked for.
 */
export function OfflineNotSaved() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retrySoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => navigator.onLine && window.location.reload(), ONLINE_SETTLE_MS);
    };
    const cancel = () => clearTimeout(timer);
    window.addEventListener('online', retrySoon);
    window.addEventListener('offline', cancel);
    return () => {
      cancel();
      window.removeEventListener('online', retrySoon);
      window.removeEventListener('offline', cancel);
    };
  }, []);
  return (
    <ReloadToRetry title="You are offline" heading="You are offline">
      <p>
        This page has not been opened on this device before, so there is nothing saved to show. It will open
        as soon as you are back online.
      </p>
    </ReloadToRetry>
  );
}

function subscribeToOffline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = subscribeToConnection(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/**
 * Offline as far as the page can tell: the browser says so, or the service worker is answering the page's reads
 * from what it saved because the network failed. The second is needed: Chromium may report a document the worker
 * opened without a connection as online.
 */
const isOffline = () => !navigator.onLine || connectionState().savedAt !== null;

/** The shell's boundary for routing failures (and for a remote that cannot be loaded). */
export function RouteErrorPage() {
  const error = useRouteError();
  const offline = useSyncExternalStore(subscribeToOffline, isOffline);
  if (isIncompatible(error) || isRemoteGone(error)) return <BeingUpdated />;
  if (offline && isLoadFailure(error)) return <OfflineNotSaved />;
  if (error instanceof RemoteUnavailableError) return <RemoteUnavailable error={error} />;
  return <UnexpectedError error={error} />;
}

function UnexpectedError({ error }: { error: unknown }) {
  // Here, not in RouteErrorPage: a parent's effect runs after its child's and would replace the child's title.
  useEffect(() => {
    document.title = ERROR_TITLE;
  }, []);
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
