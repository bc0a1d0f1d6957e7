import type { RouteContext } from '../http/context.ts';
import { authError, validationFailed } from './errors.ts';
import {
  EMAIL_PATTERN,
  checkPasswordStrength,
  hashPassword,
  optionalString,
  passwordMatches,
  readAuthBody,
  requireUser,
  sendAuth,
} from './request.ts';
import { findUserById, userJson } from './users.ts';

export async function getUser(ctx: RouteContext): Promise<void> {
  const { user } = await requireUser(ctx);
  sendAuth(ctx, 200, userJson(user));
}

/** PUT /user: password, e-mail (changed at once: the local stack confirms e-mail changes itself) and metadata. */
export async function updateUser(ctx: RouteContext): Promise<void> {
  const { user } = await requireUser(ctx);
  const body = await readAuthBody(ctx);
  const password = optionalString(body, 'password');
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  const data = body.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    throw validationFailed('data must be an object');
  const db = ctx.state.db;
  await db.transaction(async (tx) => {
    if (password !== undefined) {
      checkPasswordStrength(password);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        user.id,
        await hashPassword(password),
      ]);
    }
    if (email !== undefined && email !== user.email) {
      if (!EMAIL_PATTERN.test(email))
        throw validationFailed('Unable to validate email address: invalid format');
      const { rows } = await tx.query('select 1 from auth.users where email = $1', [email]);
      if (rows.length)
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      await tx.query(
        'update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1',
        [user.id, email],
      );
    }
    if (data && typeof data === 'object') {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data)],
      );
    }
  });
  sendAuth(ctx, 200, userJson((await findUserById(db, user.id))!));
}

/** POST /logout?scope=local|global|others: revokes refresh tokens by deleting sessions; 204 either way. */
export async function logout(ctx: RouteContext): Promise<void> {
  const scope = ctx.url.searchParams.get('scope') ?? 'global';
  if (!['local', 'global', 'others'].includes(scope))
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx);
  const db = ctx.state.db;
  if (scope === 'global' || !sessionId)
    await db.query('delete from local_auth.sessions where user_id = $1', [user.id]);
  else if (scope === 'local')
    await db.query('delete from local_auth.sessions where id::text = $1', [sessionId]);
  else
    await db.query('delete from local_auth.sessions where user_id = $1 and id::text <> $2', [
      user.id,
      sessionId,
    ]);
  ctx.res.writeHead(204, { 'X-Supabase-Api-Version': '2024-01-01' });
  ctx.res.end();
}
