import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ADMIN, client, testApiForSuite } from '../api/helpers.ts';

const OFFICE = 'office@piwc-asokwa.local';

describe('functions: contact-notify', () => {
  const api = testApiForSuite();

  const send = async (message: string) => {
    const visitor = api.anon();
    const fields = { name: 'Ama Visitor', email: 'ama@example.com', subject: 'Prayer', message };
    const { error } = await visitor.from('contact_messages').insert(fields);
    expect(error).toBeNull();
    return { visitor, fields };
  };
  const officeMail = async () =>
    (
      (await (await fetch(`${api.url}/_dev/mailbox?email=${OFFICE}`)).json()) as {
        messages: { subject: string; body: string }[];
      }
    ).messages;
  const storedCount = async (message: string) => {
    const admin = await api.signedIn(ADMIN);
    const { count } = await admin
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('message', message);
    return count;
  };

  it('mails a stored message to the office (dev mailbox)', async () => {
    const { visitor, fields } = await send('Please pray for my family.');
    const { data, error } = await visitor.functions.invoke('contact-notify', { body: fields });
    expect(error).toBeNull();
    expect(data).toEqual({ notified: true });
    const mail = (await officeMail()).at(-1)!;
    expect(mail.subject).toBe('Website message from Ama Visitor: Prayer');
    expect(mail.body).toContain('Reply-To: ama@example.com');
    expect(mail.body).toContain('Please pray for my family.');
  });

  it('a message that was never stored is refused (FunctionsHttpError) and nothing is mailed', async () => {
    const before = (await officeMail()).length;
    const { data, error } = await api.anon().functions.invoke('contact-notify', {
      body: { name: 'Spam', email: 'spam@example.com', message: 'not stored' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
    expect(await ((error as FunctionsHttpError).context as Response).json()).toEqual({
      error: 'message_not_found',
    });
    expect((await officeMail()).length).toBe(before);
  });

  it('a crash or a timeout is a relay error (x-relay-error exposed); the stored message stays', async () => {
    const { visitor, fields } = await send('Crash test message');
    for (const fault of ['crash', 'timeout']) {
      const { error } = await visitor.functions.invoke('contact-notify', {
        body: fields,
        headers: { 'x-local-function-fault': fault },
      });
      expect(error, fault).toBeInstanceOf(FunctionsRelayError);
      expect(((error as FunctionsRelayError).context as Response).status).toBe(fault === 'crash' ? 500 : 504);
    }
    const preflight = await fetch(`${api.url}/functions/v1/contact-notify`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://x.test' },
    });
    expect(preflight.status).toBe(204);
    const exposed = (
      await api
        .anon()
        .functions.invoke('contact-notify', { body: fields, headers: { 'x-local-function-fault': 'crash' } })
    ).response?.headers;
    expect(exposed?.get('x-relay-error')).toBe('true');
    expect(await storedCount('Crash test message')).toBe(1);
  });

  it('an unreachable API is a fetch error', async () => {
    const down = client('http://127.0.0.1:9', api.anonKey);
    const { error } = await down.functions.invoke('contact-notify', { body: {} });
    expect(error).toBeInstanceOf(FunctionsFetchError);
  });

  it('needs a valid JWT and a known function name', async () => {
    const bad = await fetch(`${api.url}/functions/v1/contact-notify`, {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
    const missing = await fetch(`${api.url}/functions/v1/nope`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.anonKey}` },
    });
    expect(missing.status).toBe(404);
  });
});
