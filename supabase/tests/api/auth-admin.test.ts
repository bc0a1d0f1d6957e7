import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, client, testApiForSuite } from './helpers.ts';

/** GoTrue's admin API and invites, as supabase-js's `auth.admin` calls them (only with the service-role key). */
const api = testApiForSuite();

const admin = () => api.service().auth.admin;
const lastMail = async (email: string) =>
  (
    (await (await fetch(`${api.url}/_dev/mailbox?email=${email}`)).json()) as {
      messages: { subject: string; body: string; link: string }[];
    }
  ).messages.at(-1);

/** Opens an e-mailed link as a browser would and returns the session it lands with. */
async function follow(link: string) {
  const redirect = await fetch(link, { redirect: 'manual' });
  expect(redirect.status).toBe(303);
  const [target, fragment] = redirect.headers.get('location')!.split('#');
  return { target, hash: new URLSearchParams(fragment) };
}

describe('who may call it', () => {
  it('refuses anon keys and signed-in users with not_admin, and a missing token with no_authorization', async () => {
    const asAnon = await api.anon().auth.admin.listUsers();
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const member = await api.signedIn(MEMBER);
    const token = (await member.auth.getSession()).data.session!.access_token;
    const asUser = await client(api.url, token).auth.admin.inviteUserByEmail('x@example.com');
    expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' });
    const bare = await api.fetch('/auth/v1/admin/users');
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('users', () => {
  it('lists newest first in pages, with the total and the next and last pages', async () => {
    const { data, error } = await admin().listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect(data).toMatchObject({ total: 2, nextPage: 2, lastPage: 2, aud: 'authenticated' });
    const second = await admin().listUsers({ page: 2, perPage: 1 });
    expect(second.data).toMatchObject({ nextPage: null, lastPage: 2 });
    const emails = [data.users[0]!.email, second.data.users[0]!.email];
    expect(emails.sort()).toEqual([ADMIN.email, MEMBER.email].sort());
    const bad = await api.fetch('/auth/v1/admin/users?per_page=0', {
      headers: { Authorization: `Bearer ${api.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
  });

  it('creates, reads, updates and deletes a user', async () => {
    const created = await admin().createUser({
      email: 'New.Usher@Example.com',
      password: 'usher-password',
      email_confirm: true,
      user_metadata: { full_name: 'Kofi Usher' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user).toMatchObject({
      email: 'new.usher@example.com',
      user_metadata: { full_name: 'Kofi Usher' },
    });
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect(
      (await api.signedIn({ email: 'new.usher@example.com', password: 'usher-password' })).auth,
    ).toBeTruthy();

    const again = await admin().createUser({ email: 'new.usher@example.com' });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });

    const updated = await admin().updateUserById(id, { password: 'changed-password', ban_duration: '1h' });
    expect(updated.error).toBeNull();
    const banned = await api
      .anon()
      .auth.signInWithPassword({ email: 'new.usher@example.com', password: 'changed-password' });
    expect(banned.error).toMatchObject({ code: 'user_banned' });
    expect((await admin().updateUserById(id, { password: 'short' })).error).toMatchObject({
      code: 'weak_password',
    });

    expect(await admin().deleteUser(id)).toMatchObject({ error: null });
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const notUuid = await api.fetch('/auth/v1/admin/users/not-a-uuid', {
      headers: { Authorization: `Bearer ${api.serviceRoleKey}` },
    });
    expect([notUuid.status, (await notUuid.json()).message]).toEqual([404, 'user_id must be an UUID']);
  });

  it('a delete the database refuses answers 500 "Database error deleting user", and the user stays', async () => {
    const { data } = await admin().listUsers();
    const adminUser = data.users.find((u) => u.email === ADMIN.email)!;
    // The seeded admin is the only one: the database keeps the last admin (private.keep_one_admin).
    const { error } = await admin().deleteUser(adminUser.id);
    expect(error).toMatchObject({ status: 500, message: 'Database error deleting user' });
    expect((await admin().getUserById(adminUser.id)).data.user?.email).toBe(ADMIN.email);
  });
});

describe('invites', () => {
  it('mails a link that confirms the person and signs them in; they then choose a password', async () => {
    const email = 'invited.volunteer@example.com';
    const { data, error } = await admin().inviteUserByEmail(email, {
      redirectTo: 'http://127.0.0.1:3000/auth',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.user!.invited_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    // Invited, not yet accepted: no password works.
    expect(
      (await api.anon().auth.signInWithPassword({ email, password: 'anything-at-all' })).error?.code,
    ).toBe('invalid_credentials');

    // Inviting again before they accept sends a fresh link; the old one stops working.
    const first = (await lastMail(email))!;
    expect(first.subject).toBe('You have been invited');
    expect(
      (await admin().inviteUserByEmail(email, { redirectTo: 'http://127.0.0.1:3000/auth' })).error,
    ).toBeNull();
    const second = (await lastMail(email))!;
    expect(second.link).not.toBe(first.link);
    expect((await follow(first.link)).hash.get('error_code')).toBe('otp_expired');

    const { target, hash } = await follow(second.link);
    expect(hash.get('type')).toBe('invite');
    const landing = client(api.url, api.anonKey);
    const set = await landing.auth.setSession({
      access_token: hash.get('access_token')!,
      refresh_token: hash.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    expect((await landing.auth.updateUser({ password: 'my-own-password' })).error).toBeNull();
    expect(
      (await api.anon().auth.signInWithPassword({ email, password: 'my-own-password' })).error,
    ).toBeNull();
    expect(target).toBe('http://127.0.0.1:3000/auth');

    // Once they have accepted, inviting them again is refused as GoTrue refuses it.
    expect((await admin().inviteUserByEmail(email)).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
  });

  it('refuses a malformed address', async () => {
    const { error } = await admin().inviteUserByEmail('not an address');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
