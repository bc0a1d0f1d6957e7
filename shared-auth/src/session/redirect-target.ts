import type { Location } from 'react-router-dom';

export const DEFAULT_AFTER_SIGN_IN = '/admin';

/** What the guard puts in the router state when it sends someone to /auth. */
export interface AuthRedirectState {
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
}

/**
 * The page to return to after sign-in: the remembered one when it is a path on this site (never
 * another origin, never /auth itself), else the dashboard.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as AuthRedirectState | null)?.from;
  const pathname = from?.pathname;
  if (!pathname || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/auth') {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
