import { QUERY_MAX_RETRIES, queryRetryDelay } from 'shared-ui';
import { useAuthStore } from '../store';
import { getIsAdmin } from './get-admin-role';

// Every lookup takes a ticket; only the newest ticket may write, so an older answer that arrives late
// (a slow request from before a sign-out or a user switch) never overwrites a newer one.
let latestTicket = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The lookup whose request is out now, by user and session: another event for the same session shares it. */
let inFlight: { userId: string; accessToken: string; ticket: number } | null = null;

/**
 * Starts a fresh lookup for this user, superseding any in flight, unless one for this very session is out:
 * supabase-js announces a saved session twice at start (INITIAL_SESSION, then SIGNED_IN), and each asked
 * user_roles, one request and its CORS preflight more on every admin page load.
 */
export function lookUpAdmin(userId: string, accessToken: string): void {
  if (inFlight?.userId === userId && inFlight.accessToken === accessToken && inFlight.ticket === latestTicket)
    return;
  const ticket = ++latestTicket;
  clearTimeout(retryTimer);
  void attempt(userId, accessToken, ticket, 0);
}

/** Makes every lookup in flight stale (sign-out). */
export function cancelAdminLookups(): void {
  latestTicket++;
  clearTimeout(retryTimer);
}

async function attempt(userId: string, accessToken: string, ticket: number, failures: number): Promise<void> {
  let isAdmin: boolean;
  inFlight = { userId, accessToken, ticket };
  try {
    isAdmin = await getIsAdmin(userId);
  } catch {
    if (ticket !== latestTicket) return;
    if (failures < QUERY_MAX_RETRIES) {
      retryTimer = setTimeout(
        () => void attempt(userId, accessToken, ticket, failures + 1),
        queryRetryDelay(failures),
      );
    } else {
      useAuthStore.setState({ adminCheckFailed: true });
    }
    return;
  } finally {
    if (inFlight?.ticket === ticket) inFlight = null;
  }
  if (ticket !== latestTicket || useAuthStore.getState().user?.id !== userId) return;
  useAuthStore.setState({ isAdmin, isAdminChecked: true, adminCheckFailed: false });
}

/** Asks again after the retries gave up (the verifying screen's "Try again"). */
export function recheckAdmin(): void {
  const user = useAuthStore.getState().user;
  if (!user) return;
  useAuthStore.setState({ adminCheckFailed: false });
  lookUpAdmin(user.id, useAuthStore.getState().session?.access_token ?? '');
}
