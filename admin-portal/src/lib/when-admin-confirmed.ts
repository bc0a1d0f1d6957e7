import { useAuthStore, type AuthState } from 'shared-auth';

/** True once the role lookup says admin; false when it says otherwise, nobody is signed in, or it gave up. */
const confirmation = (state: AuthState): boolean | undefined => {
  if (state.isAdminChecked) return state.isAdmin;
  if ((!state.loading && state.user === null) || state.adminCheckFailed) return false;
  return undefined;
};

/**
 * Settles when the admin guard can decide: for a route loader that starts an admin page's reads as soon as the
 * person is known to be an admin (and so the client is in), before the page's code has come and rendered.
 */
export function whenAdminConfirmed(): Promise<boolean> {
  return new Promise((resolve) => {
    const now = confirmation(useAuthStore.getState());
    if (now !== undefined) return resolve(now);
    const stop = useAuthStore.subscribe((state) => {
      const confirmed = confirmation(state);
      if (confirmed === undefined) return;
      stop();
      resolve(confirmed);
    });
  });
}
