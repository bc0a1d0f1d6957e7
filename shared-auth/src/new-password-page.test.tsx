import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, type FakeSupabase } from './testing/fake-supabase';
import { renderRoutes } from './testing/render-routes';
import { authApiError } from './testing/auth-api-errors';
import { resetAuth } from './testing/reset-auth';

vi.mock('./supabase-client', async () => (await import('./testing/mock-client')).mockClientModule);

// /auth once a reset link or an invitation has signed the visitor in: choosing a new password (sign-in and
// "forgot password" are in sign-in-page.test.tsx).
const admin = fakeUser('admin', 'admin@example.com');
const member = fakeUser('member', 'member@example.com');
const emit = (...args: Parameters<FakeSupabase['emit']>) => act(() => fake.emit(...args));

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

describe('/auth after opening a reset link', () => {
  async function openRecovery() {
    const router = renderRoutes(['/auth']);
    emit('INITIAL_SESSION', fakeSession(admin));
    emit('PASSWORD_RECOVERY', fakeSession(admin));
    await act(() => fake.lastLookup().admin());
    return router;
  }
  const newPassword = () => screen.getByLabelText(/^New password/);
  const confirm = () => screen.getByLabelText(/^Confirm new password/);

  it('shows the set-new-password form, even for a signed-in admin', async () => {
    const router = await openRecovery();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(document.title).toBe('Choose a new password · PIWC Asokwa');
    expect(router.state.location.pathname).toBe('/auth');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('checks the minimum length and that both entries match', async () => {
    const user = userEvent.setup();
    await openRecovery();
    await user.type(newPassword(), 'short');
    await user.type(confirm(), 'different');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.clear(newPassword());
    await user.type(newPassword(), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it('saves with updateUser; USER_UPDATED leaves recovery and the admin lands on /admin, signed in', async () => {
    const user = userEvent.setup();
    const router = await openRecovery();
    fake.auth.updateUser.mockImplementationOnce(async () => {
      fake.emit('USER_UPDATED', fakeSession(admin));
      return { data: {}, error: null };
    });
    await user.type(newPassword(), 'a-long-new-password');
    await user.type(confirm(), 'a-long-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'a-long-new-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await act(() => fake.lastLookup().admin());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('explains a rejected new password and stays on the form', async () => {
    const user = userEvent.setup();
    const router = await openRecovery();
    fake.refuseNext('updateUser', authApiError.samePassword());
    await user.type(newPassword(), 'admin-dev-password');
    await user.type(confirm(), 'admin-dev-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new password must be different');
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('/auth after following an invitation', () => {
  it('welcomes the new volunteer, and once their password is saved takes them to the admin', async () => {
    const user = userEvent.setup();
    fake = resetAuth({ redirect: { recovery: true, invite: true } });
    const router = renderRoutes(['/auth']);
    emit('INITIAL_SESSION', fakeSession(member));
    emit('SIGNED_IN', fakeSession(member));
    await act(() => fake.lastLookup().notAdmin());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' }),
    ).toBeInTheDocument();
    fake.auth.updateUser.mockImplementationOnce(async () => {
      fake.emit('USER_UPDATED', fakeSession(member));
      return { data: {}, error: null };
    });
    await user.type(screen.getByLabelText(/^New password/), 'volunteer-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'volunteer-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // Not an administrator yet: the guard's own screen, until an admin grants the role.
    expect(screen.getByText('Verifying Admin Access...')).toBeInTheDocument();
  });
});
