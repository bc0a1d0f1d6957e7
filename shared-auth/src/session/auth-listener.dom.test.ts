import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../store';
import { fakeSession, fakeUser, type FakeSupabase } from '../testing/fake-supabase';
import { resetAuth } from '../testing/reset-auth';
import { startAuthListener } from './auth-listener';

vi.mock('../supabase-client', async () => (await import('../testing/mock-client')).mockClientModule);

const state = () => useAuthStore.getState();
const alice = fakeUser('alice');
/** Nobody signed in, and so no admin: what the store holds before a session and after signing out. */
const NOBODY = { session: null, user: null, isAdmin: false, isAdminChecked: false };

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

describe('start', () => {
  it('is loading with nobody signed in until the client reports the first session state', () => {
    expect(state()).toMatchObject({ ...NOBODY, loading: true });
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
    expect(state()).toMatchObject({ ...NOBODY, loading: false });
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

describe('SIGNED_OUT', () => {
  it('resets everything and the admin flag to false', async () => {
    fake.emit('SIGNED_IN', fakeSession(alice));
    await fake.lastLookup().admin();
    fake.emit('SIGNED_OUT', null);
    expect(state()).toMatchObject({
      ...NOBODY,
      loading: false,
      recovery: false,
      lastEvent: 'SIGNED_OUT',
    });
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
