import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, testApiForSuite } from '../api/helpers.ts';

interface Member {
  id: string;
  email: string;
  role: 'admin' | 'member';
  status: 'invited' | 'active';
  is_you: boolean;
}

/** The `team` Edge Function against the local API: who may call it, and what it may change. */
describe('functions: team', () => {
  let admin: SupabaseClient;
  const api = testApiForSuite({}, async (opened) => {
    admin = await opened.signedIn(ADMIN);
  });

  const call = async (as: SupabaseClient, path: string, method = 'GET', body?: unknown) => {
    const { data, error } = await as.functions.invoke(`team${path}`, {
      method: method as 'GET',
      body: body as Record<string, unknown>,
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    if (!error) return { status: 200, body: data as Record<string, unknown> };
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const members = async () => (await call(admin, '')).body.members as Member[];
  const byEmail = async (email: string) => (await members()).find((m) => m.email === email);

  it('lists everyone with access: e-mail, role, status, and which one is you', async () => {
    const list = await members();
    expect(list.map(({ email, role, status, is_you }) => ({ email, role, status, is_you }))).toEqual([
      { email: ADMIN.email, role: 'admin', status: 'active', is_you: true },
      { email: MEMBER.email, role: 'member', status: 'active', is_you: false },
    ]);
  });

  it('refuses a signed-in member with a clear message, and changes nothing', async () => {
    const member = await api.signedIn(MEMBER);
    const memberId = (await byEmail(MEMBER.email))!.id;
    for (const [path, method] of [
      ['', 'GET'],
      [`/members/${memberId}/admin`, 'POST'],
      ['/invite', 'POST'],
    ] as const) {
      const answer = await call(
        member,
        path,
        method,
        method === 'POST' ? { email: 'x@example.com' } : undefined,
      );
      expect(answer).toEqual({
        status: 403,
        body: { error: 'not_admin', message: 'Only administrators can manage the team.' },
      });
    }
    expect((await byEmail(MEMBER.email))!.role).toBe('member');
  });

  it('refuses a forged token at the gateway and a token whose session has ended in the function', async () => {
    const forged = await new SignJWT({ sub: (await byEmail(ADMIN.email))!.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const asForged = await fetch(`${api.url}/functions/v1/team`, {
      headers: { apikey: api.anonKey, Authorization: `Bearer ${forged}` },
    });
    expect(asForged.status).toBe(401);

    const ended = await api.signedIn(ADMIN);
    const token = (await ended.auth.getSession()).data.session!.access_token;
    await ended.auth.signOut({ scope: 'local' });
    const afterSignOut = await fetch(`${api.url}/functions/v1/team`, {
      headers: { apikey: api.anonKey, Authorization: `Bearer ${token}` },
    });
    expect([afterSignOut.status, await afterSignOut.json()]).toEqual([
      401,
      { error: 'not_signed_in', message: 'Your session has ended. Sign in again and retry.' },
    ]);
    const asAnon = await call(api.anon(), '');
    expect(asAnon.status).toBe(401);
  });

  it('invites a volunteer (the link opens /auth, where they choose a password), makes them admin, and takes it back', async () => {
    const email = 'choir.volunteer@example.com';
    const invited = await call(admin, '/invite', 'POST', { email: ' Choir.Volunteer@Example.com ' });
    expect(invited.status).toBe(200);
    expect(invited.body.member).toMatchObject({ email, role: 'member', status: 'invited' });
    const mail = (
      (await (await fetch(`${api.url}/_dev/mailbox?email=${email}`)).json()) as {
        messages: { link: string }[];
      }
    ).messages.at(-1)!;
    expect(decodeURIComponent(mail.link)).toContain('redirect_to=http://127.0.0.1:3000/auth');

    expect(await call(admin, '/invite', 'POST', { email: 'nobody' })).toEqual({
      status: 422,
      body: { error: 'invalid_email', message: 'Enter an e-mail address like name@example.com.' },
    });
    expect((await call(admin, '/invite', 'POST', { email: MEMBER.email })).body.error).toBe('already_member');

    const id = (invited.body.member as Member).id;
    expect((await call(admin, `/members/${id}/admin`, 'POST')).body.member).toMatchObject({ role: 'admin' });
    expect((await byEmail(email))!.role).toBe('admin');
    expect((await call(admin, `/members/${id}/admin`, 'DELETE')).body.member).toMatchObject({
      role: 'member',
    });
    expect((await call(admin, `/members/${id}`, 'DELETE')).body).toEqual({ removed: id });
    expect(await byEmail(email)).toBeUndefined();
    expect((await call(admin, `/members/${id}`, 'DELETE')).status).toBe(404);
  });

  it('refuses to let the last admin demote or remove themself', async () => {
    const me = (await byEmail(ADMIN.email))!;
    const lastAdmin = {
      status: 409,
      body: {
        error: 'last_admin',
        message:
          'You are the only administrator. Make someone else an administrator before giving up your own access.',
      },
    };
    expect(await call(admin, `/members/${me.id}/admin`, 'DELETE')).toEqual(lastAdmin);
    expect(await call(admin, `/members/${me.id}`, 'DELETE')).toEqual(lastAdmin);
    expect((await byEmail(ADMIN.email))!.role).toBe('admin');

    // With a second admin, the first may step down.
    const member = (await byEmail(MEMBER.email))!;
    await call(admin, `/members/${member.id}/admin`, 'POST');
    expect((await call(admin, `/members/${me.id}/admin`, 'DELETE')).status).toBe(200);
    const other = await api.signedIn(MEMBER);
    expect((await call(other, `/members/${me.id}/admin`, 'POST')).status).toBe(200);
    expect((await call(other, `/members/${member.id}/admin`, 'DELETE')).status).toBe(200);
  });

  it('answers unknown actions with 404', async () => {
    expect((await call(admin, '/members/not-an-id/admin', 'POST')).status).toBe(404);
    expect((await call(admin, '/elsewhere', 'POST')).status).toBe(404);
  });
});
