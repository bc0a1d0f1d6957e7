import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../store';
import { fakeSession, fakeUser, type FakeSupabase } from '../testing/fake-supabase';
import { resetAuth } from '../testing/reset-auth';
import { recheckAdmin } from './admin-lookup';
import { startAuthListener } from './auth-listener';

vi.mock('../supabase-client', async () => (await import('../testing/mock-client')).mockClientModule);

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

describe('start', () => {
  it('is loading with nobody signed in until the client reports the first session state', () => {
    expect(state()).toMatchObject({
      loading: true,
      session: null,
      user: null,
      isAdmin: false,
      isAdminChecked: false,
    });
  });

  it('subscribes once, however often it is started', () => {
    startAuthListener();
    startAuthListener();
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes when stopped', () => {
    fake = resetAuth({ listen: false });
    const stop = startAuthListener();
    stop();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.hasListener()).toBe(false);
  });
});

describe('INITIAL_SESSION', () => {
  it('without a session: done loading, signed out, no lookup', () => {
    fake.emit('INITIAL_SESSION', null);
    expect(state()).toMatchObject({
      loading: false,
      user: null,
      session: null,
      isAdmin: false,
      isAdminChecked: false,
    });
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('with a stored session: signed in, admin unconfirmed until the lookup answers', async () => {
    const session = fakeSession(alice);
    fake.emit('INITIAL_SESSION', session);
    expect(state()).toMatchObject({
      loading: false,
      user: alice,
      session,
      isAdmin: false,
      isAdminChecked: false,
    });
    await fake.lastLookup().admin();
    expect(state()).toMatchObject({ isAdmin: true, isAdminChecked: true });
  });
});

describe('the admin lookup', () => {
  it("reads user_roles: select role, user_id = the user, role = 'admin', at most one row", () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    const lookup = fake.lastLookup();
    expect(lookup).toMatchObject({
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

  it('runs again on every auth change', () => {
    const session = fakeSession(alice);
    fake.emit('INITIAL_SESSION', session);
    fake.emit('SIGNED_IN', session);
    fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
    fake.emit('USER_UPDATED', session);
    fake.emit('PASSWORD_RECOVERY', session);
    expect(fake.lookups).toHaveLength(5);
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
    vi.useFakeTimers();
    fake.emit('SIGNED_IN', fakeSession(alice));
    const first = fake.lastLookup();
    first.fail();
    await vi.advanceTimersByTimeAsync(0);
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
    vi.useFakeTimers();
    fake.emit('SIGNED_IN', fakeSession(alice));
    fake.lastLookup().fail();
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('TOKEN_REFRESHED', fakeSession(alice, 'token-2'));
    fake.lastLookup().notAdmin();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.lookups).toHaveLength(2);
    expect(state()).toMatchObject({ isAdmin: false, isAdminChecked: true });
  });
});

describe('SIGNED_OUT', () => {
  it('resets everything and the admin flag to false', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().admin();
    fake.emit('SIGNED_OUT', null);
    expect(state()).toMatchObject({
      session: null,
      user: null,
      isAdmin: false,
      isAdminChecked: false,
      loading: false,
      recovery: false,
      lastEvent: 'SIGNED_OUT',
    });
  });

  it('a lookup still in flight at sign-out is ignored when it answers', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    const inFlight = fake.lastLookup();
    fake.emit('SIGNED_OUT', null);
    await inFlight.admin();
    expect(state()).toMatchObject({ user: null, isAdmin: false, isAdminChecked: false });
  });

  it('cancels a pending retry', async () => {
    vi.useFakeTimers();
    fake.emit('SIGNED_IN', fakeSession(alice));
    fake.lastLookup().fail();
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.lookups).toHaveLength(1);
    expect(state().adminCheckFailed).toBe(false);
  });
});

describe('TOKEN_REFRESHED', () => {
  it('takes the new session without signing the user out', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().admin();
    const refreshed = fakeSession(alice, 'token-2');
    fake.emit('TOKEN_REFRESHED', refreshed);
    expect(state()).toMatchObject({
      session: refreshed,
      user: alice,
      loading: false,
      lastEvent: 'TOKEN_REFRESHED',
    });
  });
});

describe('password recovery', () => {
  it('PASSWORD_RECOVERY enters the recovery state and remembers it for this tab', () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    expect(state()).toMatchObject({ recovery: true, user: alice, loading: false });
    expect(sessionStorage.getItem('piwc-auth-recovery')).toBe('1');
  });

  it('USER_UPDATED (the new password saved) leaves it and keeps the user signed in', async () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    await fake.lastLookup().admin();
    fake.emit('USER_UPDATED', fakeSession(alice));
    expect(state()).toMatchObject({ recovery: false, user: alice, isAdmin: true, lastEvent: 'USER_UPDATED' });
    expect(sessionStorage.getItem('piwc-auth-recovery')).toBeNull();
  });

  it('signing out leaves it', () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    fake.emit('SIGNED_OUT', null);
    expect(state().recovery).toBe(false);
    expect(sessionStorage.getItem('piwc-auth-recovery')).toBeNull();
  });

  it('a SIGNED_IN for the same user (tab refocus) keeps it', () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    fake.emit('SIGNED_IN', fakeSession(alice));
    expect(state().recovery).toBe(true);
  });

  it('a reset link in the address bar starts in recovery, even though INITIAL_SESSION comes first', () => {
    fake = resetAuth({ redirect: { recovery: true } });
    expect(state().recovery).toBe(true);
    fake.emit('INITIAL_SESSION', fakeSession(alice));
    expect(state()).toMatchObject({ recovery: true, user: alice });
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    expect(state().recovery).toBe(true);
  });

  it('an invitation in the address bar asks for a first password, whichever event comes first', () => {
    for (const first of ['SIGNED_IN', 'INITIAL_SESSION'] as const) {
      fake = resetAuth({ redirect: { recovery: true, invite: true } });
      fake.emit(first, fakeSession(alice));
      fake.emit(first === 'SIGNED_IN' ? 'INITIAL_SESSION' : 'SIGNED_IN', fakeSession(alice));
      expect(state()).toMatchObject({ recovery: true, invited: true, user: alice });
      expect(sessionStorage.getItem('piwc-auth-recovery')).toBe('invite');
      fake.emit('USER_UPDATED', fakeSession(alice));
      expect(state()).toMatchObject({ recovery: false, invited: false, user: alice });
      expect(sessionStorage.getItem('piwc-auth-recovery')).toBeNull();
    }
  });

  it('a plain sign-in is not a recovery', () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    expect(state()).toMatchObject({ recovery: false, invited: false, user: alice });
  });

  it('a reload in the middle of it comes back to it (same tab)', () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession(alice));
    fake = resetAuth({ listen: false });
    sessionStorage.setItem('piwc-auth-recovery', '1');
    startAuthListener();
    fake.emit('INITIAL_SESSION', fakeSession(alice));
    expect(state().recovery).toBe(true);
  });

  it('a reset link that failed (expired) is explained, and survives the signed-out INITIAL_SESSION', () => {
    fake = resetAuth({ redirect: { errorCode: 'otp_expired' } });
    fake.emit('INITIAL_SESSION', null);
    expect(state().linkError).toMatch(/expired/);
    state().dismissLinkError();
    expect(state().linkError).toBeNull();
  });
});
