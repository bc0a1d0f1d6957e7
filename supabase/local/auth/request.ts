import bcrypt from 'bcryptjs';
import { bearerToken } from '../caller.ts';
import { readJson } from '../http/body.ts';
import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { JwtError, type Claims } from '../jwt.ts';
import { API_VERSION, authError, validationFailed } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

const AUTH_BODY_LIMIT = 64 * 1024;

export async function readAuthBody(ctx: RouteContext): Promise<Record<string, unknown>> {
  const body = await readJson(ctx.req, AUTH_BODY_LIMIT, {
    tooLarge: () => authError(413, 'request_too_large', 'Request body too large'),
    invalid: () => authError(400, 'bad_json', 'Could not parse request body as JSON'),
  });
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  return body as Record<string, unknown>;
}

export const optionalString = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationFailed(`${key} must be a string`);
  return value;
};

export function sendAuth(ctx: RouteContext, status: number, body: unknown): void {
  sendJson(ctx.res, status, body, { 'X-Supabase-Api-Version': API_VERSION });
}

export interface AuthedUser {
  claims: Claims;
  user: UserRow;
  sessionId?: string;
}

/** GoTrue's parseJWTClaims: the token's claims, or 403 bad_jwt. */
export async function parseJwtClaims(ctx: RouteContext, token: string): Promise<Claims> {
  try {
    return await ctx.state.jwt.verify(token);
  } catch (error) {
    const reason =
      error instanceof JwtError && error.expired
        ? 'token has invalid claims: token is expired'
        : 'signature is invalid';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** GoTrue's checks for user endpoints (internal/api/auth.go): a valid token, a user, a live session. */
export async function requireUser(ctx: RouteContext): Promise<AuthedUser> {
  const token = bearerToken(ctx.req.headers);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await parseJwtClaims(ctx, token);
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(ctx.state, sessionId))) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub))
    throw authError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.state.db, claims.sub);
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId };
}

export const MIN_PASSWORD_LENGTH = 6;

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, 10);
export const passwordMatches = (password: string, hash: string | null) =>
  hash ? bcrypt.compare(password, hash) : Promise.resolve(false);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's validateEmail: required, at most 255 characters, well-formed; compared lower-cased. */
export function validEmail(value: string | undefined, missing = 'An email address is required'): string {
  const email = value?.trim().toLowerCase();
  if (!email) throw validationFailed(missing);
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

export function clientIp(ctx: RouteContext): string {
  return ctx.req.socket.remoteAddress ?? 'unknown';
}
