import {
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js';

export type AuthFailureKind =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'rate_limited'
  | 'network'
  | 'server'
  | 'weak_password'
  | 'same_password'
  | 'session_missing'
  | 'unknown';

export interface AuthFailure {
  kind: AuthFailureKind;
  /** Shown to the person as it is. */
  message: string;
}

const MESSAGES: Record<Exclude<AuthFailureKind, 'weak_password' | 'unknown'>, string> = {
  invalid_credentials: 'The email address or password is incorrect. Check them and try again.',
  email_not_confirmed: 'This email address has not been confirmed yet. Open the confirmation email first.',
  rate_limited: 'Too many attempts in a short time. Please wait a minute, then try again.',
  network: 'We could not reach the sign-in service. Check your internet connection and try again.',
  server: 'The sign-in service is having trouble right now. Please try again in a moment.',
  same_password: 'The new password must be different from your current one.',
  session_missing: 'Your password reset link has expired. Request a new link and try again.',
};

const WEAK_REASONS: Record<string, string> = {
  length: 'it is too short',
  characters: 'it needs a wider mix of letters, numbers and symbols',
  pwned: 'it has appeared in a known data breach',
};

const RATE_LIMIT_CODES = new Set([
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
]);

/** Turns whatever the auth client returned or threw into one of the cases the forms explain. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons.map((reason) => WEAK_REASONS[reason] ?? reason);
    const why = reasons.length ? `: ${reasons.join('; ')}` : '';
    return { kind: 'weak_password', message: `Choose a stronger password${why}.` };
  }
  if (isAuthRetryableFetchError(error)) {
    // status 0 is a failed fetch (offline, DNS, CORS); 5xx is the service itself.
    return failure(error.status >= 500 ? 'server' : 'network');
  }
  if (isAuthSessionMissingError(error)) return failure('session_missing');
  if (isAuthApiError(error)) {
    const code = error.code ?? '';
    if (error.status === 429 || RATE_LIMIT_CODES.has(code)) return failure('rate_limited');
    if (code === 'invalid_credentials') return failure('invalid_credentials');
    if (code === 'email_not_confirmed') return failure('email_not_confirmed');
    if (code === 'same_password') return failure('same_password');
    if (code === 'session_not_found' || code === 'session_expired') return failure('session_missing');
    if (error.status >= 500) return failure('server');
  }
  // Errors thrown by fetch itself reach here when a caller bypasses the client's own wrapping.
  if (error instanceof TypeError) return failure('network');
  const message =
    error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return { kind: 'unknown', message };
}

function failure(kind: keyof typeof MESSAGES): AuthFailure {
  return { kind, message: MESSAGES[kind] };
}
