import { QUERY_MAX_RETRIES, queryRetryDelay } from 'shared-ui';
import { supabaseSettings } from 'shared-ui/connection';
import { useAuthStore } from '../store';
import { getIsAdmin } from './get-admin-role';
import { storedSession } from './stored-session';

// Every lookup takes a ticket; only the newest ticket may write, so an older answer that arrives late
// (a slow request from before a sign-out or a user switch) never overwrites a newer one.
let latestTicket = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The lookup whose request is out now, by user and session: another event for the same session shares it. */
let inFlight: { userId: string; accessToken: string; ticket: number } | null = null;
/**
 * The stored session's answer, asked before the client announced that session (lookUpStoredAdmin). It stands
 * for the client's announcements of that very session (INITIAL_SESSION, SIGNED_IN), until another session's
 * lookup or a sign-out.
 */
let storedAnswer: { userId: string; accessToken: string; isAdmin: boolean } | null = null;

/**
 * Starts a fresh lookup for this user, superseding any in flight, unless one for this very session is out:
 * supabase-js announces a saved session twice at start (INITIAL_SESSION, then SIGNED_IN), and each asked
 * user_roles, one request and its CORS preflight more on every admin page load. An announcement
 * (`announced`: INITIAL_SESSION or SIGNED_IN) of the stored session takes the answer already had for it.
 */
export function lookUpAdmin(userId: string, accessToken: string, announced = false): void {
  if (inFlight?.userId === userId && inFlight.accessToken === accessToken && inFlight.ticket === latestTicket)
    return;
  const answer =
    storedAnswer?.userId === userId && storedAnswer.accessToken === accessToken ? storedAnswer : null;
  if (answer && announced) {
    useAuthStore.setState({ isAdmin: answer.isAdmin, isAdminChecked: true, adminCheckFailed: false });
    return;
  }
  if (!answer) storedAnswer = null;
  const ticket = ++latestTicket;
  clearTimeout(retryTimer);
  void attempt(userId, accessToken, ticket, 0);
}

/**
 * Asks for the role of the session stored in this browser before the client has come to announce it (an
 * admin's page load): the read then goes out while supabase-js downloads, not after it (bench P8b). The
 * client's INITIAL_SESSION for that same session shares the read, or takes its answer.
 */
export function lookUpStoredAdmin(): void {
  const stored = storedSession(supabaseSettings().url);
  if (stored && useAuthStore.getState().user === null) lookUpAdmin(stored.userId, stored.accessToken);
}

/** Makes every lookup in flight stale (sign-out). */
export function cancelAdminLookups(): void {
  storedAnswer = null;
  latestTicket++;
  clearTimeout(retryTimer);
}

async function attempt(userId: string, accessToken: string, ticket: number, failures: number): Promise<void> {
  let isAdmin: boolean;
  inFlight = { userId, accessToken, ticket };
  try {
    isAdmin = await getIsAdmin(userId, accessToken);
  } catch {
    // A stored session's lookup is not retried: the client's announcement of it asks again.
    if (ticket !== latestTicket || useAuthStore.getState().user?.id !== userId) return;
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
  if (ticket !== latestTicket) return;
  if (useAuthStore.getState().user?.id !== userId) storedAnswer = { userId, accessToken, isAdmin };
  else useAuthStore.setState({ isAdmin, isAdminChecked: true, adminCheckFailed: false });
}

/** Asks again after the retries gave up (the verifying screen's "Try again"). */
export function recheckAdmin(): void {
  const user = useAuthStore.getState().user;
  if (!user) return;
  useAuthStore.setState({ adminCheckFailed: false });
  lookUpAdmin(user.id, useAuthStore.getState().session?.access_token ?? '');
}
