import type { RouteContext } from '../http/context.ts';
import { authError, validationFailed } from './errors.ts';
import {
  EMAIL_PATTERN,
  checkPasswordStrength,
  hashPassword,
  optionalString,
  readAuthBody,
  sendAuth,
} from './request.ts';
import { startSession } from './sessions.ts';

/** POST /signup: off unless enabled (admins create accounts); when on, users are confirmed at once (autoconfirm). */
export async function signup(ctx: RouteContext): Promise<void> {
  if (!ctx.state.options.enableSignup)
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const body = await readAuthBody(ctx);
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  const password = optionalString(body, 'password');
  if (!email) throw validationFailed('Signup requires an email');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password);
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {};
  const { rows } = await ctx.state.db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), now(), $3) on conflict (email) do nothing returning id::text`,
    [email, await hashPassword(password), JSON.stringify(data)],
  );
  if (!rows[0]) throw authError(422, 'user_already_exists', 'User already registered');
  sendAuth(ctx, 200, await startSession(ctx.state, rows[0].id, 'password'));
}
