import { AuthApiError } from '@supabase/supabase-js';

/** What the auth API answers when it refuses, as supabase-js reports it: for a test to make the fake client fail. */
export const authApiError = {
  invalidCredentials: () => new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
  requestRateLimit: () => new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
  emailRateLimit: () =>
    new AuthApiError(
      'For security purposes, you can only request this once every 60 seconds',
      429,
      'over_email_send_rate_limit',
    ),
  samePassword: () =>
    new AuthApiError('New password should be different from the old password.', 422, 'same_password'),
};
