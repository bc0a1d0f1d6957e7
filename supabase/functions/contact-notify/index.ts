// contact-notify: after the contact page stored a visitor's message, e-mail it to the church office.
//
// Environment: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (set by Supabase), MAIL_API_URL and
// MAIL_API_KEY (an HTTP e-mail API taking Resend's JSON: {from, to, subject, text, reply_to}),
// MAIL_FROM, CONTACT_NOTIFY_TO (the office address).
import { corsHeaders, json } from '../_shared/cors.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';

interface ContactMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
}

/** How far back a stored message may be: the page calls right after its insert. */
const STORED_WITHIN_MS = 10 * 60 * 1000;

function parseMessage(body: unknown): ContactMessage | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const [name, email, message] = [text(b.name), text(b.email), text(b.message)];
  if (!name || !email || !message) return undefined;
  return { name, email, message, phone: text(b.phone) ?? null, subject: text(b.subject) ?? null };
}

/** Only messages really stored are mailed on, so the function cannot be used to send arbitrary mail. */
async function isStored(env: Env, m: ContactMessage): Promise<boolean> {
  const key = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const since = new Date(Date.now() - STORED_WITHIN_MS).toISOString();
  const query = new URLSearchParams({
    select: 'message',
    email: `eq.${m.email}`,
    created_at: `gte.${since}`,
    order: 'created_at.desc',
    limit: '10',
  });
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/contact_messages?${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`contact_messages lookup failed: ${response.status}`);
  const rows = (await response.json()) as { message: string }[];
  return rows.some((row) => row.message.trim() === m.message);
}

function mailText(m: ContactMessage): string {
  return [
    `From: ${m.name} <${m.email}>`,
    m.phone ? `Phone: ${m.phone}` : '',
    m.subject ? `Subject: ${m.subject}` : '',
    '',
    m.message,
  ]
    .filter((line, i) => line !== '' || i === 3)
    .join('\n');
}

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const m = parseMessage(await request.json().catch(() => undefined));
    if (!m) return json(400, { error: 'invalid_message', message: 'name, email and message are required' });
    const [mailUrl, to] = [env('MAIL_API_URL'), env('CONTACT_NOTIFY_TO')];
    if (!mailUrl || !to || !env('SUPABASE_URL')) return json(500, { error: 'not_configured' });
    if (!(await isStored(env, m))) return json(404, { error: 'message_not_found' });
    const sent = await fetch(mailUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env('MAIL_API_KEY') ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: env('MAIL_FROM') ?? 'PIWC Asokwa website <no-reply@piwc-asokwa.org>',
        to: [to],
        reply_to: m.email,
        subject: `Website message from ${m.name}${m.subject ? `: ${m.subject}` : ''}`,
        text: mailText(m),
      }),
    });
    if (!sent.ok) return json(502, { error: 'mail_failed', status: sent.status });
    return json(200, { notified: true });
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
