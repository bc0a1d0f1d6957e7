import { initialAuthRedirect } from '../supabase-client';

/**
 * Whether the session is needed for the page the visit starts on: the sign-in page, the admin portal,
 * or an emailed auth link in the address bar. Any other page gets it once the first screen is shown.
 */
export function needsSessionAtStart(location: Pick<Location, 'pathname' | 'hash' | 'search'>): boolean {
  const { recovery, errorCode } = initialAuthRedirect();
  return (
    /^\/(auth|admin)(\/|$)/.test(location.pathname) ||
    recovery ||
    errorCode !== null ||
    /access_token=/.test(location.hash) ||
    /[?&]code=/.test(location.search)
  );
}
