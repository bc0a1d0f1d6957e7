import { sessionMayBeStored } from 'shared-ui/auth-storage';
import { supabaseSettings } from 'shared-ui/connection';
import { startSession } from '../start-session';

/** What the shell needs once the first screen is shown, in one chunk: the offline note, the worker, the session. */
export { OfflineNote } from './offline-note';
export { registerServiceWorker } from './register-service-worker';

/**
 * Signed-in people (and token refresh) need the client on every page, but not before the first screen; a visitor
 * who never signed in has no session to keep, so supabase-js is not fetched for them at all (open pages listen
 * on Realtime's socket alone: public-site/src/lib/live/content-socket.ts).
 */
export function startStoredSession(): void {
  if (sessionMayBeStored(supabaseSettings().url)) void startSession();
}
