import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './store';
import type { FakeSupabase } from './testing/fake-supabase';
import { authApiError } from './testing/auth-api-errors';
import { resetAuth } from './testing/reset-auth';

vi.mock('./supabase-client', async () => (await import('./testing/mock-client')).mockClientModule);

const actions = () => useAuthStore.getState();
let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

describe('signIn', () => {
  it('signs in with email and password and resolves to null on success', async () => {
    await expect(actions().signIn('admin@example.com', 'secret-pass')).resolves.toBeNull();
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'secret-pass',
    });
  });

  it('explains wrong credentials (400 invalid_credentials)', async () => {
    fake.refuseNext('signInWithPassword', authApiError.invalidCredentials());
    await expect(actions().signIn('a@example.com', 'wrong')).resolves.toMatchObject({
      kind: 'invalid_credentials',
    });
  });

  it('explains rate limiting (429)', async () => {
    fake.refuseNext('signInWithPassword', authApiError.requestRateLimit());
    await expect(actions().signIn('a@example.com', 'x')).resolves.toMatchObject({ kind: 'rate_limited' });
  });

  it('explains a network failure, also when the client throws', async () => {
    fake.refuseNext('signInWithPassword', new AuthRetryableFetchError('Failed to fetch', 0));
    await expect(actions().signIn('a@example.com', 'x')).resolves.toMatchObject({ kind: 'network' });
    fake.auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(actions().signIn('a@example.com', 'x')).resolves.toMatchObject({ kind: 'network' });
  });

  it('changes no state itself: the SIGNED_IN event does', async () => {
    await actions().signIn('admin@example.com', 'secret-pass');
    expect(useAuthStore.getState()).toMatchObject({ user: null, loading: true });
  });
});

describe('signOut', () => {
  it("signs this browser out (scope 'local', which does not depend on the network)", async () => {
    await expect(actions().signOut()).resolves.toBeNull();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});

describe('sendPasswordReset', () => {
  it('sends the recovery email with the link coming back to /auth on this site', async () => {
    await expect(actions().sendPasswordReset('admin@example.com')).resolves.toBeNull();
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('admin@example.com', {
      redirectTo: `${window.location.origin}/auth`,
    });
  });

  it('explains the email rate limit', async () => {
    fake.refuseNext('resetPasswordForEmail', authApiError.emailRateLimit());
    await expect(actions().sendPasswordReset('a@example.com')).resolves.toMatchObject({
      kind: 'rate_limited',
    });
  });
});

describe('updatePassword', () => {
  it('saves the new password through updateUser', async () => {
    await expect(actions().updatePassword('a-new-password')).resolves.toBeNull();
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'a-new-password' });
  });

  it('explains a reused password (422 same_password)', async () => {
    fake.refuseNext('updateUser', authApiError.samePassword());
    await expect(actions().updatePassword('same-as-before')).resolves.toMatchObject({
      kind: 'same_password',
    });
  });
});
