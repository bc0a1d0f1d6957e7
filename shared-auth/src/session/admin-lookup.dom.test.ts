import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../store';
import type { Session } from '@supabase/supabase-js';
import { fakeSession, fakeUser, type FakeSupabase } from '../testing/fake-supabase';
import { resetAuth, TEST_SUPABASE_URL } from '../testing/reset-auth';
import { authStorageKey } from 'shared-ui/auth-storage';
import { lookUpStoredAdmin, recheckAdmin } from './admin-lookup';

vi.mock('../supabase-client', async () => (await import('../testing/mock-client')).mockClientModule);

// Whether the signed-in user is an admin: the auth listener asks user_roles on every auth change.
const state = () => useAuthStore.getState();
const alice = fakeUser('alice');
const bob = fakeUser('bob');

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});
afterEach(() => {
  vi.useRealTimers();
});

/** On fake timers, Alice signs in and her first lookup fails: a retry is now pending. */
async function firstLookupFails() {
  vi.useFakeTimers();
  fake.emit('SIGNED_IN', fakeSession(alice));
  fake.lastLookup().fail();
  await vi.advanceTimersByTimeAsync(0);
}

describe('the admin lookup', () => {
  it("reads user_roles as the user (their token): select role, user_id = the user, role = 'admin', at most one row", () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    const lookup = fake.lastLookup();
    expect(lookup).toMatchObject({
      accessToken: 'token-alice',
      table: 'user_roles',
      columns: 'role',
      filters: [
        ['user_id', 'alice'],
        ['role', 'admin'],
      ],
    });
  });

  it('no row means not an admin, and the answer is recorded as checked', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().notAdmin();
    expect(state()).toMatchObject({ isAdmin: false, isAdminChecked: true, user: alice });
  });

  it('runs again on every auth change', async () => {
    const session = fakeSession(alice);
    fake.emit('INITIAL_SESSION', session);
    await fake.lastLookup().admin();
    fake.emit('SIGNED_IN', session);
    await fake.lastLookup().admin();
    fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
    await fake.lastLookup().admin();
    fake.emit('USER_UPDATED', session);
    await fake.lastLookup().admin();
    fake.emit('PASSWORD_RECOVERY', session);
    expect(fake.lookups).toHaveLength(5);
  });

  it('a saved session announced twice at start (INITIAL_SESSION, then SIGNED_IN) is looked up once', async () => {
    const session = fakeSession(alice);
    fake.emit('INITIAL_SESSION', session);
    fake.emit('SIGNED_IN', session);
    expect(fake.lookups).toHaveLength(1);
    await fake.lastLookup().admin();
    expect(state()).toMatchObject({ isAdmin: true, isAdminChecked: true });
  });

  it.each([
    ['admin', 'not admin', false],
    ['not admin', 'admin', true],
  ] as const)(
    'the race: the older lookup (%s) answers after the newer one (%s); the newer stands',
    async (olderSays, _newerSays, expected) => {
      fake.emit('SIGNED_IN', fakeSession(alice));
      const older = fake.lastLookup();
      fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
      const newer = fake.lastLookup();
      await (expected ? newer.admin() : newer.notAdmin());
      await (olderSays === 'admin' ? older.admin() : older.notAdmin());
      expect(state()).toMatchObject({ isAdmin: expected, isAdminChecked: true });
    },
  );

  it("a previous user's late answer does not make the next user an admin", async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    const forAlice = fake.lastLookup();
    fake.emit('SIGNED_IN', fakeSession(bob));
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: false });
    await forAlice.admin();
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: false });
    await fake.lastLookup().notAdmin();
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: true });
  });

  it('the same user keeps a confirmed flag while it is re-checked (no flash of the verifying screen)', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().admin();
    fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
    expect(state()).toMatchObject({
      isAdmin: true,
      isAdminChecked: true,
      session: { access_token: 'token-2' },
    });
    await fake.lastLookup().notAdmin();
    expect(state()).toMatchObject({ isAdmin: false, isAdminChecked: true });
  });

  it('a different user starts unconfirmed', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().admin();
    fake.emit('SIGNED_IN', fakeSession(bob));
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: false });
  });

  it('retries a failed lookup with backoff, then records the answer', async () => {
    await firstLookupFails();
    expect(fake.lookups).toHaveLength(1);
    expect(state()).toMatchObject({ isAdmin: false, isAdminChecked: false, adminCheckFailed: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.lookups).toHaveLength(2);
    fake.lastLookup().admin();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ isAdmin: true, isAdminChecked: true });
  });

  it('gives up after 3 retries, says so, and checks again on request', async () => {
    vi.useFakeTimers();
    fake.emit('SIGNED_IN', fakeSession(alice));
    for (const wait of [1000, 2000, 4000]) {
      fake.lastLookup().fail();
      await vi.advanceTimersByTimeAsync(wait);
    }
    fake.lastLookup().fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.lookups).toHaveLength(4);
    expect(state()).toMatchObject({ adminCheckFailed: true, isAdminChecked: false });

    recheckAdmin();
    expect(state().adminCheckFailed).toBe(false);
    expect(fake.lookups).toHaveLength(5);
    fake.lastLookup().admin();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ isAdmin: true, isAdminChecked: true, adminCheckFailed: false });
  });

  it('a pending retry is dropped when a newer auth change starts its own lookup', async () => {
    await firstLookupFails();
    fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
    fake.lastLookup().notAdmin();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.lookups).toHaveLength(2);
    expect(state()).toMatchObject({ isAdmin: false, isAdminChecked: true });
  });
});

describe('the admin lookup at sign-out', () => {
  it('a lookup still in flight at sign-out is ignored when it answers', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    const inFlight = fake.lastLookup();
    fake.emit('SIGNED_OUT', null);
    await inFlight.admin();
    expect(state()).toMatchObject({ user: null, isAdmin: false, isAdminChecked: false });
  });

  it('cancels a pending retry', async () => {
    await firstLookupFails();
    fake.emit('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.lookups).toHaveLength(1);
    expect(state().adminCheckFailed).toBe(false);
  });
});

describe('the stored session’s lookup, before the client has come', () => {
  const store = (session: Session) =>
    window.localStorage.setItem(authStorageKey(TEST_SUPABASE_URL), JSON.stringify(session));
  afterEach(() => window.localStorage.clear());

  it('asks with the stored token; the client’s announcements of that session take the answer, with no second read', async () => {
    const session = fakeSession(alice);
    store(session);
    lookUpStoredAdmin();
    expect(fake.lookups).toHaveLength(1);
    expect(fake.lastLookup()).toMatchObject({
      accessToken: 'token-alice',
      filters: [
        ['user_id', 'alice'],
        ['role', 'admin'],
      ],
    });
    await fake.lastLookup().admin();
    // Nobody is signed in for the store until the client says so.
    expect(state()).toMatchObject({ user: null, isAdmin: false, isAdminChecked: false });

    fake.emit('INITIAL_SESSION', session);
    expect(state()).toMatchObject({ user: alice, isAdmin: true, isAdminChecked: true });
    fake.emit('SIGNED_IN', session);
    expect(fake.lookups).toHaveLength(1);
    // Any other auth change asks again, as it always does.
    fake.emit('USER_UPDATED', session);
    expect(fake.lookups).toHaveLength(2);
  });

  it('an announcement while it is out shares the read', async () => {
    const session = fakeSession(alice);
    store(session);
    lookUpStoredAdmin();
    fake.emit('INITIAL_SESSION', session);
    expect(state()).toMatchObject({ user: alice, isAdminChecked: false });
    await fake.lastLookup().notAdmin();
    expect(fake.lookups).toHaveLength(1);
    expect(state()).toMatchObject({ user: alice, isAdmin: false, isAdminChecked: true });
  });

  it('the client announcing another token (it refreshed the session) asks again', async () => {
    store(fakeSession(alice));
    lookUpStoredAdmin();
    await fake.lastLookup().admin();
    fake.emit('INITIAL_SESSION', fakeSession(alice, 'token-refreshed'));
    expect(state()).toMatchObject({ user: alice, isAdminChecked: false });
    expect(fake.lookups).toHaveLength(2);
    expect(fake.lastLookup().accessToken).toBe('token-refreshed');
  });

  it('a session within supabase-js’s 90 s refresh margin, or none, or one unreadable, is left to the client', () => {
    store({ ...fakeSession(alice), expires_at: Math.floor(Date.now() / 1000) + 60 });
    lookUpStoredAdmin();
    window.localStorage.setItem(authStorageKey(TEST_SUPABASE_URL), '{not json');
    lookUpStoredAdmin();
    window.localStorage.clear();
    lookUpStoredAdmin();
    expect(fake.lookups).toHaveLength(0);
  });

  it('a failed read is not retried, nor shown as failed: the announcement asks again', async () => {
    vi.useFakeTimers();
    const session = fakeSession(alice);
    store(session);
    lookUpStoredAdmin();
    fake.lastLookup().fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.lookups).toHaveLength(1);
    expect(state().adminCheckFailed).toBe(false);
    fake.emit('INITIAL_SESSION', session);
    expect(fake.lookups).toHaveLength(2);
    fake.lastLookup().admin();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ isAdmin: true, isAdminChecked: true });
  });

  it('an answer for the stored session is not given to someone else who signs in', async () => {
    store(fakeSession(alice));
    lookUpStoredAdmin();
    await fake.lastLookup().admin();
    fake.emit('SIGNED_IN', fakeSession(bob));
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: false });
    await fake.lastLookup().notAdmin();
    expect(state()).toMatchObject({ user: bob, isAdmin: false, isAdminChecked: true });
  });
});
