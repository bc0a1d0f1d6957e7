import { createHash, randomBytes } from 'node:crypto';
import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { authError, validationFailed } from './errors.ts';
import { EMAIL_PATTERN, optionalString, readAuthBody, sendAuth } from './request.ts';
import { startSession, type SessionJson } from './sessions.ts';
import { findUserByEmail } from './users.ts';

const LINK_LIFETIME_SECONDS = 3600;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function redirectTarget(ctx: RouteContext): string {
  const requested = ctx.url.searchParams.get('redirect_to');
  if (requested && /^https?:\/\//i.test(requested)) return requested;
  return ctx.state.options.siteUrl;
}

/** POST /recover: always 200 `{}`; a known address gets a recovery link in the dev mailbox (and the log). */
export async function recover(ctx: RouteContext, emailAllowed: (email: string) => boolean): Promise<void> {
  const body = await readAuthBody(ctx);
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  if (!email) throw validationFailed('Password recovery requires an email');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  if (!emailAllowed(email))
    throw authError(
      429,
      'over_email_send_rate_limit',
      'For security purposes, you can only request this after 60 seconds.',
    );
  const user = await findUserByEmail(ctx.state.db, email);
  if (user) {
    const token = randomBytes(24).toString('hex');
    const link = `${ctx.state.publicUrl()}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTarget(ctx))}`;
    await ctx.state.db.transaction(async (tx) => {
      await tx.query(`delete from local_auth.one_time_tokens where user_id = $1 and kind = 'recovery'`, [
        user.id,
      ]);
      await tx.query(
        `insert into local_auth.one_time_tokens (token_hash, user_id, kind) values ($1, $2, 'recovery')`,
        [hashToken(token), user.id],
      );
      await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
      await tx.query(
        'insert into local_auth.mailbox (recipient, subject, body, link) values ($1, $2, $3, $4)',
        [email, 'Reset Your Password', `Follow this link to reset the password for your user: ${link}`, link],
      );
    });
    ctx.state.log({ event: 'mail', to: email, subject: 'Reset Your Password', link });
  }
  sendAuth(ctx, 200, {});
}

async function consume(ctx: RouteContext, token: string, kind: string): Promise<SessionJson | undefined> {
  const { rows } = await ctx.state.db.query<{ user_id: string }>(
    `delete from local_auth.one_time_tokens where token_hash = $1 and kind = $2
       and created_at > now() - make_interval(secs => $3) returning user_id::text`,
    [hashToken(token), kind, LINK_LIFETIME_SECONDS],
  );
  if (!rows[0]) return undefined;
  await ctx.state.db.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
    [rows[0].user_id],
  );
  return startSession(ctx.state, rows[0].user_id, 'otp');
}

/** GET /verify: 303 to redirect_to with the session in the hash (implicit flow), or the error in the hash. */
export async function verifyLink(ctx: RouteContext): Promise<void> {
  const token = ctx.url.searchParams.get('token') ?? '';
  const type = ctx.url.searchParams.get('type') ?? '';
  const target = redirectTarget(ctx);
  const session = type === 'recovery' && token ? await consume(ctx, token, 'recovery') : undefined;
  const hash = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
        sb: '',
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
  ctx.res.writeHead(303, { Location: `${target.split('#')[0]}#${hash.toString()}`, 'Content-Length': '0' });
  ctx.res.end();
}

/** POST /verify `{type:'recovery', token_hash}` (verifyOtp): the session as JSON. */
export async function verifyOtp(ctx: RouteContext): Promise<void> {
  const body = await readAuthBody(ctx);
  const type = optionalString(body, 'type');
  const token = optionalString(body, 'token_hash') ?? optionalString(body, 'token');
  if (type !== 'recovery' || !token)
    throw validationFailed('Verify requires a verification type and a token');
  const session = await consume(ctx, token, 'recovery');
  if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  sendAuth(ctx, 200, session);
}

/** GET /_dev/mailbox?email=…: the messages sent to that address, newest last. */
export async function mailbox(ctx: RouteContext): Promise<void> {
  const email = (ctx.url.searchParams.get('email') ?? '').trim().toLowerCase();
  const { rows } = await ctx.state.db.query<{ j: string }>(
    `select coalesce(json_agg(json_build_object('id', id, 'to', recipient, 'subject', subject, 'body', body, 'link', link,
       'created_at', created_at) order by id), '[]')::text as j from local_auth.mailbox where $1 = '' or recipient = $1`,
    [email],
  );
  sendJson(ctx.res, 200, { messages: JSON.parse(rows[0]!.j) });
}
