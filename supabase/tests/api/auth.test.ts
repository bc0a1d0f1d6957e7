import type { AuthChangeEvent } from '@supabase/supabase-js';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, client, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
const BURST = 20;
const tick = (ms = 50) => sleep(ms);

beforeAll(async () => {
  api = await startTestApi({
    rateLimit: { tokenBurst: BURST, tokenWindowSeconds: 60 },
    accessTokenTtlSeconds: 3600,
  });
});
afterAll(async () => api?.close());

const tokenRequest = (body: unknown, grant = 'password') =>
  api.fetch(`/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });

describe('password sign-in', () => {
  it('returns a session with the contract claims', async () => {
    const c = client(api.url, api.anonKey);
    const { data, error } = await c.auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.user).toMatchObject({
      email: ADMIN.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email' },
    });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: ADMIN.email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect((await c.auth.getUser()).data.user?.email).toBe(ADMIN.email);
  });

  it('rejects wrong credentials with invalid_credentials', async () => {
    const c = client(api.url, api.anonKey);
    const wrong = await c.auth.signInWithPassword({ email: MEMBER.email, password: 'nope-nope' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await c.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('rate-limits the token endpoint per IP and e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BURST + 2; i++)
      statuses.push((await tokenRequest({ email: 'flood@example.com', password: 'x' })).status);
    expect(statuses.slice(0, BURST)).toEqual(Array(BURST).fill(400));
    expect(statuses.slice(BURST)).toEqual([429, 429]);
    const body = await (await tokenRequest({ email: 'flood@example.com', password: 'x' })).json();
    expect(body.code).toBe('over_request_rate_limit');
    expect((await tokenRequest({ email: 'other-flood@example.com', password: 'x' })).status).toBe(400);
  });
});

describe('refresh tokens', () => {
  it('rotates on refresh and revokes the family when a used token comes back', async () => {
    const c = client(api.url, api.anonKey);
    const first = (await c.auth.signInWithPassword(MEMBER)).data.session!;
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    const reuse = await tokenRequest({ refresh_token: first.refresh_token }, 'refresh_token');
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole family is gone: the child token fails too, and the session's access token is refused by /user.
    const child = await tokenRequest({ refresh_token: second.refresh_token }, 'refresh_token');
    expect((await child.json()).code).toBe('refresh_token_not_found');
    const user = await api.fetch('/auth/v1/user', {
      headers: { Authorization: `Bearer ${second.access_token}` },
    });
    expect(user.status).toBe(403);
    expect((await user.json()).code).toBe('session_not_found');
  });

  it('rejects unknown refresh tokens', async () => {
    const res = await tokenRequest({ refresh_token: 'not-a-token' }, 'refresh_token');
    expect(await res.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('auto-refreshes short-lived access tokens through supabase-js', async () => {
    const shortApi = await startTestApi({ accessTokenTtlSeconds: 2 });
    try {
      const c = client(shortApi.url, shortApi.anonKey);
      const events: AuthChangeEvent[] = [];
      c.auth.onAuthStateChange((event) => void events.push(event));
      const first = (await c.auth.signInWithPassword(MEMBER)).data.session!;
      // Tokens issued within one second would be identical; less than 90 s left means getSession() refreshes.
      await tick(1100);
      const { data } = await c.auth.getSession();
      expect(data.session!.access_token).not.toBe(first.access_token);
      expect(events).toContain('TOKEN_REFRESHED');
      const { data: rows, error } = await c.from('user_roles').select('role');
      expect(error).toBeNull();
      expect(rows).toEqual([]);
    } finally {
      await shortApi.close();
    }
  });
});

describe('sign-out', () => {
  it('local revokes only this session; global revokes all; others keeps this one', async () => {
    const a = await api.signedIn(MEMBER);
    const b = await api.signedIn(MEMBER);
    const aRefresh = (await a.auth.getSession()).data.session!.refresh_token;
    const bSession = (await b.auth.getSession()).data.session!;
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await (await tokenRequest({ refresh_token: aRefresh }, 'refresh_token')).json()).code).toBe(
      'refresh_token_not_found',
    );
    const bUser = await api.fetch('/auth/v1/user', {
      headers: { Authorization: `Bearer ${bSession.access_token}` },
    });
    expect(bUser.status).toBe(200);

    const c = await api.signedIn(MEMBER);
    const cSession = (await c.auth.getSession()).data.session!;
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await tokenRequest({ refresh_token: cSession.refresh_token }, 'refresh_token')).status).toBe(400);
    expect(
      (await api.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${bSession.access_token}` } }))
        .status,
    ).toBe(200);

    expect((await b.auth.signOut()).error).toBeNull();
    expect(
      (await api.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${bSession.access_token}` } }))
        .status,
    ).toBe(403);
    const bad = await api.fetch('/auth/v1/logout?scope=everything', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bSession.access_token}` },
    });
    expect((await bad.json()).code).toBe('validation_failed');
  });
});

describe('user endpoints', () => {
  it('getUser needs a valid token', async () => {
    const none = await api.fetch('/auth/v1/user');
    expect([none.status, (await none.json()).code]).toEqual([401, 'no_authorization']);
    const bad = await api.fetch('/auth/v1/user', { headers: { Authorization: 'Bearer abc.def.ghi' } });
    expect([bad.status, (await bad.json()).code]).toEqual([403, 'bad_jwt']);
    const anon = await api.fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${api.anonKey}` } });
    expect([anon.status, (await anon.json()).code]).toEqual([403, 'bad_jwt']);
  });

  it('updateUser changes metadata and password, emitting USER_UPDATED', async () => {
    const { data: created } = await api.service().from('user_roles').select('user_id').limit(0);
    expect(created).toEqual([]);
    const c = await api.signedIn(MEMBER);
    const events: AuthChangeEvent[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    const meta = await c.auth.updateUser({ data: { display_name: 'Member One' } });
    expect(meta.data.user?.user_metadata).toMatchObject({ display_name: 'Member One' });
    expect(events).toContain('USER_UPDATED');
    const same = await c.auth.updateUser({ password: MEMBER.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await c.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await c.auth.updateUser({ password: 'a-new-member-password' })).error).toBeNull();
    const again = client(api.url, api.anonKey);
    expect(
      (await again.auth.signInWithPassword({ email: MEMBER.email, password: 'a-new-member-password' })).error,
    ).toBeNull();
    expect((await c.auth.updateUser({ password: MEMBER.password })).error).toBeNull();
    const taken = await c.auth.updateUser({ email: ADMIN.email });
    expect(taken.error?.code).toBe('email_exists');
  });
});

describe('password recovery through the dev mailbox', () => {
  it('mails a link whose redirect carries a recovery session that supabase-js turns into PASSWORD_RECOVERY', async () => {
    const c = client(api.url, api.anonKey);
    const sent = await c.auth.resetPasswordForEmail(MEMBER.email, {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(sent).toEqual({ data: {}, error: null });
    expect((await c.auth.resetPasswordForEmail('nobody@example.com')).error).toBeNull();
    const box = await (await fetch(`${api.url}/_dev/mailbox?email=${MEMBER.email}`)).json();
    const link = box.messages.at(-1).link as string;
    expect(link).toContain('/auth/v1/verify?token=');

    const redirect = await fetch(link, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000/reset-password#')).toBe(true);
    const hash = new URLSearchParams(location.split('#')[1]);
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');

    // The landing page: a browser-like global with that URL, and a client that detects the session in it.
    const g = globalThis as Record<string, unknown>;
    const loc = {
      href: location,
      hash: `#${location.split('#')[1]}`,
      origin: 'http://localhost:3000',
      pathname: '/reset-password',
      search: '',
    };
    g.window = {
      location: loc,
      history: { state: null, replaceState: () => undefined },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    g.document = {
      visibilityState: 'visible',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    try {
      const landing = client(api.url, api.anonKey, { detectSessionInUrl: true });
      const events: AuthChangeEvent[] = [];
      landing.auth.onAuthStateChange((event) => void events.push(event));
      const { data } = await landing.auth.getSession();
      expect(data.session?.user.email).toBe(MEMBER.email);
      await tick();
      expect(events).toContain('PASSWORD_RECOVERY');
      expect((await landing.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
      expect((await landing.auth.updateUser({ password: MEMBER.password })).error).toBeNull();
    } finally {
      delete g.window;
      delete g.document;
    }
    // The link is single-use.
    const second = await fetch(link, { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('requires an e-mail', async () => {
    const res = await api.fetch('/auth/v1/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await res.json()).code).toBe('validation_failed');
  });
});

describe('sign-up', () => {
  it('is off by default', async () => {
    const { error } = await api.anon().auth.signUp({ email: 'new@example.com', password: 'new-password' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });

  it('creates a confirmed user with a session when enabled', async () => {
    const open = await startTestApi({ enableSignup: true });
    try {
      const c = client(open.url, open.anonKey);
      const { data, error } = await c.auth.signUp({
        email: 'New@Example.com',
        password: 'new-password',
        options: { data: { name: 'New' } },
      });
      expect(error).toBeNull();
      expect(data.session?.user).toMatchObject({ email: 'new@example.com', user_metadata: { name: 'New' } });
      const again = await c.auth.signUp({ email: 'new@example.com', password: 'new-password' });
      expect(again.error?.code).toBe('user_already_exists');
      const weak = await c.auth.signUp({ email: 'weak@example.com', password: '1' });
      expect(weak.error?.code).toBe('weak_password');
    } finally {
      await open.close();
    }
  });
});
