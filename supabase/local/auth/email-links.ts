import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { authError, validationFailed } from './errors.ts';
import { optionalString, readAuthBody, sendAuth } from './request.ts';
import { startSession, type SessionJson } from './sessions.ts';

/** The links GoTrue e-mails that this server implements (`type` in /verify). */
export type LinkKind = 'recovery' | 'invite';
const LINK_KINDS = new Set<string>(['recovery', 'invite']);

// GoTrue's MAILER_OTP_EXP, 3600 s on hosted projects unless changed.
const LINK_LIFETIME_SECONDS = 3600;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function redirectTarget(ctx: RouteContext): string {
  const requested = ctx.url.searchParams.get('redirect_to');
  if (requested && /^https?:\/\//i.test(requested)) return requested;
  return ctx.state.options.siteUrl;
}

/**
 * Replaces the user's pending link of this kind with a new one and "sends" it: the e-mail lands in the dev
 * mailbox (and the log). Runs in the caller's transaction, so a failed request sends nothing.
 */
export async function sendLink(
  ctx: RouteContext,
  tx: Queryable,
  user: { id: string; email: string },
  kind: LinkKind,
  mail: (link: string) => { subject: string; body: string },
): Promise<void> {
  const token = randomBytes(24).toString('hex');
  const link = `${ctx.state.publicUrl()}/auth/v1/verify?token=${token}&type=${kind}&redirect_to=${encodeURIComponent(redirectTarget(ctx))}`;
  await tx.query(`delete from local_auth.one_time_tokens where user_id = $1 and kind = $2`, [user.id, kind]);
  await tx.query(`insert into local_auth.one_time_tokens (token_hash, user_id, kind) values ($1, $2, $3)`, [
    hashToken(token),
    user.id,
    kind,
  ]);
  const { subject, body } = mail(link);
  await tx.query('insert into local_auth.mailbox (recipient, subject, body, link) values ($1, $2, $3, $4)', [
    user.email,
    subject,
    body,
    link,
  ]);
  ctx.state.log({ event: 'mail', to: user.email, subject, link });
}

/** Uses up a link: the user's e-mail is confirmed (GoTrue's signupVerify / recoverVerify) and a session starts. */
async function consume(ctx: RouteContext, token: string, kind: string): Promise<SessionJson | undefined> {
  if (!LINK_KINDS.has(kind) || !token) return undefined;
  const { rows } = await ctx.state.db.query<{ user_id: string }>(
    `delete from local_auth.one_time_tokens where token_hash = $1 and kind = $2
       and created_at > now() - make_interval(secs => $3) returning user_id::text`,
    [hashToken(token), kind, LINK_LIFETIME_SECONDS],
  );
  if (!rows[0]) return undefined;
  await ctx.state.db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmed_at = coalesce(confirmed_at, now()) where id = $1`,
    [rows[0].user_id],
  );
  return startSession(ctx.state, rows[0].user_id, 'otp');
}

/** GET /verify: 303 to redirect_to with the session in the hash (implicit flow), or the error in the hash. */
export async function verifyLink(ctx: RouteContext): Promise<void> {
  const token = ctx.url.searchParams.get('token') ?? '';
  const type = ctx.url.searchParams.get('type') ?? '';
  const target = redirectTarget(ctx);
  const session = await consume(ctx, token, type);
  const hash = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
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

/** POST /verify `{type, token_hash}` (verifyOtp): the session as JSON. */
export async function verifyOtp(ctx: RouteContext): Promise<void> {
  const body = await readAuthBody(ctx);
  const type = optionalString(body, 'type');
  const token = optionalString(body, 'token_hash') ?? optionalString(body, 'token');
  if (!type || !LINK_KINDS.has(type) || !token)
    throw validationFailed('Verify requires a verification type and a token');
  const session = await consume(ctx, token, type);
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
