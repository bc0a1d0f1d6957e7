import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { toAuthFailure } from './auth-errors';

describe('toAuthFailure', () => {
  it.each([
    [
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'invalid_credentials',
      /incorrect/,
    ],
    [
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
      'email_not_confirmed',
      /not been confirmed/,
    ],
    [new AuthApiError('Too many', 429, undefined), 'rate_limited', /wait a minute/],
    [
      new AuthApiError('once every 60 seconds', 429, 'over_email_send_rate_limit'),
      'rate_limited',
      /wait a minute/,
    ],
    [new AuthRetryableFetchError('Failed to fetch', 0), 'network', /internet connection/],
    [new AuthRetryableFetchError('Bad gateway', 502), 'server', /having trouble/],
    [new TypeError('fetch failed'), 'network', /internet connection/],
    [
      new AuthApiError('New password should be different', 422, 'same_password'),
      'same_password',
      /different/,
    ],
    [new AuthSessionMissingError(), 'session_missing', /expired/],
    [new AuthApiError('Session not found', 403, 'session_not_found'), 'session_missing', /expired/],
  ])('%s → %s', (error, kind, message) => {
    const failure = toAuthFailure(error);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(message);
  });

  it('explains why a password is weak', () => {
    const failure = toAuthFailure(new AuthWeakPasswordError('weak', 422, ['length', 'pwned']));
    expect(failure).toEqual({
      kind: 'weak_password',
      message: 'Choose a stronger password: it is too short; it has appeared in a known data breach.',
    });
  });

  it("passes on the service's own message for anything else", () => {
    expect(toAuthFailure(new AuthApiError('Signups not allowed', 422, 'signup_disabled'))).toEqual({
      kind: 'unknown',
      message: 'Signups not allowed',
    });
    expect(toAuthFailure('???')).toEqual({
      kind: 'unknown',
      message: 'Something went wrong. Please try again.',
    });
  });
});
