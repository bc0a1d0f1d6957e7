import { QUERY_MAX_RETRIES, queryRetryDelay } from 'shared-ui';
import { useAuthStore } from '../store';
import { getIsAdmin } from './get-admin-role';

// Every lookup takes a ticket; only the newest ticket may write, so an older answer that arrives late
// (a slow request from before a sign-out or a user switch) never overwrites a newer one.
let latestTicket = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Starts a fresh lookup for this user, superseding any in flight. */
export function lookUpAdmin(userId: string): void {
  const ticket = ++latestTicket;
  clearTimeout(retryTimer);
  void attempt(userId, ticket, 0);
}

/** Makes every lookup in flight stale (sign-out). */
export function cancelAdminLookups(): void {
  latestTicket++;
  clearTimeout(retryTimer);
}

async function attempt(userId: string, ticket: number, failures: number): Promise<void> {
  let isAdmin: boolean;
  try {
    isAdmin = await getIsAdmin(userId);
  } catch {
    if (ticket !== latestTicket) return;
    if (failures < QUERY_MAX_RETRIES) {
      retryTimer = setTimeout(() => void attempt(userId, ticket, failures + 1), queryRetryDelay(failures));
    } else {
      useAuthStore.setState({ adminCheckFailed: true });
    }
    return;
  }
  if (ticket !== latestTicket || useAuthStore.getState().user?.id !== userId) return;
  useAuthStore.setState({ isAdmin, isAdminChecked: true, adminCheckFailed: false });
}

/** Asks again after the retries gave up (the verifying screen's "Try again"). */
export function recheckAdmin(): void {
  const user = useAuthStore.getState().user;
  if (!user) return;
  useAuthStore.setState({ adminCheckFailed: false });
  lookUpAdmin(user.id);
}
