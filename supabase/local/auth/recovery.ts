import type { RouteContext } from '../http/context.ts';
import { authError, validationFailed } from './errors.ts';
import { sendLink } from './email-links.ts';
import { EMAIL_PATTERN, optionalString, readAuthBody, sendAuth } from './request.ts';
import { findUserByEmail } from './users.ts';

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
    await ctx.state.db.transaction(async (tx) => {
      await tx.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
      await sendLink(ctx, tx, { id: user.id, email }, 'recovery', (link) => ({
        subject: 'Reset Your Password',
        body: `Follow this link to reset the password for your user: ${link}`,
      }));
    });
  }
  sendAuth(ctx, 200, {});
}
