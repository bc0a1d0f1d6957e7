import { readJson } from '../http/body.ts';
import type { RouteContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sendJson } from '../http/respond.ts';

/** Functions' local mail provider: POST /_dev/mailbox with Resend's JSON; the mail lands in the dev mailbox. */
export async function deliverDevMail(ctx: RouteContext): Promise<void> {
  const body = (await readJson(ctx.req, 1024 * 1024, {
    tooLarge: () => new HttpError(413, { message: 'Mail too large' }),
    invalid: (message) => new HttpError(400, { message }),
  })) as
    { to?: string | string[]; subject?: string; text?: string; html?: string; reply_to?: string } | undefined;
  const recipients = (Array.isArray(body?.to) ? body.to : [body?.to]).filter(
    (to): to is string => typeof to === 'string' && to.includes('@'),
  );
  if (!body || recipients.length === 0 || typeof body.subject !== 'string') {
    throw new HttpError(422, { name: 'validation_error', message: 'to and subject are required' });
  }
  const text = [body.reply_to ? `Reply-To: ${body.reply_to}` : '', body.text ?? body.html ?? '']
    .filter(Boolean)
    .join('\n');
  const ids: string[] = [];
  for (const to of recipients) {
    const { rows } = await ctx.state.db.query<{ id: string }>(
      'insert into local_auth.mailbox (recipient, subject, body) values ($1, $2, $3) returning id::text',
      [to.trim().toLowerCase(), body.subject, text],
    );
    ids.push(rows[0]!.id);
    ctx.state.log({ event: 'mail', to, subject: body.subject });
  }
  sendJson(ctx.res, 200, { id: ids[0] });
}
