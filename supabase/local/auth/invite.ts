import type { RouteContext } from '../http/context.ts';
import { authError } from './errors.ts';
import { sendLink } from './email-links.ts';
import { optionalString, readAuthBody, sendAuth, validEmail } from './request.ts';
import { findUserByEmail, findUserById, userJson } from './users.ts';

/**
 * POST /invite[?redirect_to=] `{email, data?}` (internal/api/invite.go; admin credentials only). A new address
 * becomes a user without a password, invited now; an invited address that never accepted gets a fresh link;
 * a confirmed one is refused. The link (`/verify?type=invite`) signs the person in; the site then asks them to
 * choose a password. Answers the user.
 */
export async function invite(ctx: RouteContext): Promise<void> {
  const body = await readAuthBody(ctx);
  const email = validEmail(optionalString(body, 'email'));
  const data = body.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    throw authError(400, 'bad_json', 'Could not read Invite params: data must be an object');
  const existing = await findUserByEmail(ctx.state.db, email);
  if (existing?.email_confirmed_at)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  const id = await ctx.state.db.transaction(async (tx) => {
    const { rows } = existing
      ? await tx.query<{ id: string }>(
          `update auth.users set invited_at = coalesce(invited_at, now()), confirmation_sent_at = now(),
             updated_at = now() where id = $1 returning id::text`,
          [existing.id],
        )
      : await tx.query<{ id: string }>(
          `insert into auth.users (email, invited_at, confirmation_sent_at, raw_user_meta_data)
           values ($1, now(), now(), $2) returning id::text`,
          [email, JSON.stringify(data ?? {})],
        );
    const userId = rows[0]!.id;
    await sendLink(ctx, tx, { id: userId, email }, 'invite', (link) => ({
      subject: 'You have been invited',
      body: `You have been invited to create a user on ${ctx.state.options.siteUrl}. Follow this link to accept the invite: ${link}`,
    }));
    return userId;
  });
  sendAuth(ctx, 200, userJson((await findUserById(ctx.state.db, id))!));
}
