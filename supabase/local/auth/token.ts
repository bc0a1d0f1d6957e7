import type { RouteContext } from '../http/context.ts';
import type { RateLimiter } from './rate-limit.ts';
import { authError, validationFailed } from './errors.ts';
import { clientIp, optionalString, passwordMatches, readAuthBody, sendAuth } from './request.ts';
import { refreshSession, startSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password|refresh_token (GoTrue internal/api/token.go). */
export async function token(ctx: RouteContext, limiter: RateLimiter): Promise<void> {
  const grant = ctx.url.searchParams.get('grant_type');
  const body = await readAuthBody(ctx);
  if (grant === 'password') {
    const email = optionalString(body, 'email')?.trim().toLowerCase();
    const phone = optionalString(body, 'phone');
    if (!limiter.take(`${clientIp(ctx)}|${email ?? phone ?? ''}`))
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    if (!email && !phone) throw validationFailed('missing email or phone');
    const password = optionalString(body, 'password') ?? '';
    if (phone && !email) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const user = await findUserByEmail(ctx.state.db, email!);
    if (!user || !(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
    if (user.banned_until && Date.parse(user.banned_until) > Date.now())
      throw authError(400, 'user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    sendAuth(ctx, 200, await startSession(ctx.state, user.id, 'password'));
    return;
  }
  if (grant === 'refresh_token') {
    const refreshToken = optionalString(body, 'refresh_token');
    if (!limiter.take(`${clientIp(ctx)}|refresh`))
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    if (!refreshToken)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    sendAuth(ctx, 200, await refreshSession(ctx.state, refreshToken));
    return;
  }
  throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}
