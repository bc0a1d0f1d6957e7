import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { ServerState } from '../http/context.ts';
import { authError } from './errors.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

export const newRefreshToken = () => randomBytes(24).toString('base64url');

async function accessToken(state: ServerState, user: UserRow, sessionId: string, method: string) {
  const now = Math.floor(Date.now() / 1000);
  const ttl = state.options.accessTokenTtlSeconds;
  const token = await state.jwt.sign({
    aud: 'authenticated',
    exp: now + ttl,
    iat: now,
    iss: `${state.publicUrl()}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresIn: ttl, expiresAt: now + ttl };
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

async function sessionJson(
  state: ServerState,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<SessionJson> {
  const at = await accessToken(state, user, sessionId, method);
  return {
    access_token: at.token,
    token_type: 'bearer',
    expires_in: at.expiresIn,
    expires_at: at.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session with its first refresh token (sign-in, sign-up, verify). */
export async function startSession(state: ServerState, userId: string, method: string): Promise<SessionJson> {
  return state.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'insert into local_auth.sessions (user_id) values ($1) returning id::text',
      [userId],
    );
    const sessionId = rows[0]!.id;
    const token = newRefreshToken();
    await tx.query('insert into local_auth.refresh_tokens (token, session_id, user_id) values ($1, $2, $3)', [
      token,
      sessionId,
      userId,
    ]);
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    const user = (await findUserById(tx, userId))!;
    return sessionJson(state, user, sessionId, token, method);
  });
}

/**
 * Rotation: the presented token is revoked and a child issued. Presenting a revoked token again means it
 * leaked or was replayed, so the whole session (its token family) is revoked, as GoTrue does.
 */
export async function refreshSession(state: ServerState, refreshToken: string): Promise<SessionJson> {
  const result = await state.db.transaction(async (tx: Queryable): Promise<SessionJson | 'reused'> => {
    const used = await tx.query<{ session_id: string; user_id: string }>(
      'update local_auth.refresh_tokens set revoked = true where token = $1 and not revoked returning session_id::text, user_id::text',
      [refreshToken],
    );
    const hit = used.rows[0];
    if (!hit) {
      const { rows } = await tx.query<{ session_id: string }>(
        'select session_id::text from local_auth.refresh_tokens where token = $1',
        [refreshToken],
      );
      if (!rows[0])
        throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      await tx.query('delete from local_auth.sessions where id = $1', [rows[0].session_id]);
      return 'reused';
    }
    const user = await findUserById(tx, hit.user_id);
    if (!user)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const next = newRefreshToken();
    await tx.query(
      'insert into local_auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)',
      [next, hit.session_id, hit.user_id, refreshToken],
    );
    await tx.query('update local_auth.sessions set refreshed_at = now() where id = $1', [hit.session_id]);
    return sessionJson(state, user, hit.session_id, next, 'password');
  });
  // The family revocation must commit, so the error is raised after the transaction.
  if (result === 'reused')
    throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return result;
}

export async function sessionExists(state: ServerState, sessionId: string): Promise<boolean> {
  const { rows } = await state.db.query('select 1 from local_auth.sessions where id::text = $1', [sessionId]);
  return rows.length > 0;
}
