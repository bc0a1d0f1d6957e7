import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { initialAuthData, useAuthStore } from '../store';
import { getSupabase, initialAuthRedirect } from '../supabase-client';
import { cancelAdminLookups, lookUpAdmin } from './admin-lookup';
import { inviteRemembered, linkErrorMessage, recoveryRemembered, rememberRecovery } from './auth-redirect';

let stop: (() => void) | null = null;

/**
 * Subscribes once to the client's auth events and keeps the store in step; returns the unsubscribe.
 * Called by the shell at start; a second call returns the same subscription.
 */
export function startAuthListener(): () => void {
  if (stop) return stop;
  const redirect = initialAuthRedirect();
  useAuthStore.setState({
    recovery: redirect.recovery || recoveryRemembered(),
    invited: redirect.invite || (!redirect.recovery && inviteRemembered()),
    linkError: redirect.errorCode ? linkErrorMessage(redirect.errorCode) : null,
  });
  const { data } = getSupabase().auth.onAuthStateChange(handleAuthEvent);
  stop = () => {
    data.subscription.unsubscribe();
    cancelAdminLookups();
    stop = null;
  };
  return stop;
}

/**
 * One place for every session state: INITIAL_SESSION (with or without a session), SIGNED_IN,
 * TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY and SIGNED_OUT. It must not await the client:
 * the client holds its auth lock while it calls listeners.
 */
export function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  const user = session?.user ?? null;
  const state = useAuthStore.getState();
  const setState = useAuthStore.setState;

  if (event === 'SIGNED_OUT' || !user) {
    cancelAdminLookups();
    rememberRecovery(false);
    const { linkError } = state;
    setState({ ...initialAuthData, loading: false, lastEvent: event, linkError });
    return;
  }

  // The same person keeps their confirmed flag while it is re-checked, so a token refresh never flashes
  // the verifying screen over the page they are working in; a different person starts unconfirmed.
  const sameUser = state.user?.id === user.id;
  let recovery = sameUser ? state.recovery : false;
  if (event === 'PASSWORD_RECOVERY') recovery = true;
  else if (event === 'USER_UPDATED') recovery = false;
  // The first session comes as INITIAL_SESSION or, from an invitation, SIGNED_IN (either first, and before
  // PASSWORD_RECOVERY for a reset link): keep the flag the link set at start.
  else if ((event === 'INITIAL_SESSION' || event === 'SIGNED_IN') && state.user === null)
    recovery = state.recovery;
  // An invitation signs the person in (SIGNED_IN, not PASSWORD_RECOVERY); they then choose their first password.
  const invited = recovery && state.invited;
  rememberRecovery(recovery, invited);

  setState({
    session,
    user,
    loading: false,
    recovery,
    invited,
    lastEvent: event,
    isAdmin: sameUser ? state.isAdmin : false,
    isAdminChecked: sameUser ? state.isAdminChecked : false,
    adminCheckFailed: false,
    ...(event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN' ? { linkError: null } : {}),
  });
  lookUpAdmin(user.id, session?.access_token ?? '', event === 'INITIAL_SESSION' || event === 'SIGNED_IN');
}
