import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, type FakeSupabase } from './testing/fake-supabase';
import { renderRoutes } from './testing/render-routes';
import { resetAuth } from './testing/reset-auth';

vi.mock('./supabase-client', async () => (await import('./testing/mock-client')).mockClientModule);

const admin = fakeUser('admin', 'admin@example.com');
const member = fakeUser('member', 'member@example.com');
const emit = (...args: Parameters<FakeSupabase['emit']>) => act(() => fake.emit(...args));
const answer = (result: 'admin' | 'notAdmin' | 'fail') => act(() => fake.lastLookup()[result]());

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

describe('AdminGuard', () => {
  it('1. loading: a spinner, and neither the page nor a redirect', () => {
    const router = renderRoutes(['/admin/events']);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading', { name: 'Manage events' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/events');
  });

  it('2. no user: to /auth, remembering the page, replacing the history entry', async () => {
    const router = renderRoutes(['/', '/admin/events?tab=past']);
    emit('INITIAL_SESSION', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/admin/events', search: '?tab=past', hash: '' },
    });
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('3. signed in, admin not yet confirmed: the verifying screen with its exact texts and a spinner', () => {
    renderRoutes(['/admin/events']);
    emit('INITIAL_SESSION', fakeSession(admin));
    expect(screen.getByRole('heading', { name: 'Verifying Admin Access...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we check your privileges.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your privileges');
    expect(screen.queryByRole('heading', { name: 'Manage events' })).not.toBeInTheDocument();
    expect(document.title).toBe('Verifying admin access · PIWC Asokwa');
  });

  it('3. a signed-in non-admin stays on the verifying screen, with no separate denied message', async () => {
    renderRoutes(['/admin']);
    emit('SIGNED_IN', fakeSession(member));
    await answer('notAdmin');
    expect(screen.getByRole('heading', { name: 'Verifying Admin Access...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we check your privileges.')).toBeInTheDocument();
    expect(screen.queryByText(/denied|not allowed|no access/i)).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as member@example.com')).toBeInTheDocument();
  });

  it('3. … and can sign out, which takes them to /auth', async () => {
    const router = renderRoutes(['/admin']);
    emit('SIGNED_IN', fakeSession(member));
    await answer('notAdmin');
    fake.auth.signOut.mockImplementationOnce(async () => {
      fake.emit('SIGNED_OUT', null);
      return { error: null };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('3. when every lookup failed it says so and offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoutes(['/admin']);
      emit('SIGNED_IN', fakeSession(admin));
      for (const wait of [1000, 2000, 4000, 0]) {
        await answer('fail');
        await act(() => vi.advanceTimersByTimeAsync(wait));
      }
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not reach the server to finish the check.',
      );
      await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
      await answer('admin');
      expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('4. admin: the requested page', async () => {
    renderRoutes(['/admin/events']);
    emit('INITIAL_SESSION', fakeSession(admin));
    await answer('admin');
    expect(screen.getByRole('heading', { name: 'Manage events' })).toBeInTheDocument();
    expect(screen.queryByText('Verifying Admin Access...')).not.toBeInTheDocument();
  });

  it('4. a token refresh keeps the page on screen (no flash of the verifying screen)', async () => {
    renderRoutes(['/admin/events']);
    emit('INITIAL_SESSION', fakeSession(admin));
    await answer('admin');
    emit('TOKEN_REFRESHED', fakeSession(admin, 'token-2'));
    expect(screen.getByRole('heading', { name: 'Manage events' })).toBeInTheDocument();
    await answer('admin');
    expect(screen.getByRole('heading', { name: 'Manage events' })).toBeInTheDocument();
  });

  it('signing out from an admin page goes to /auth, remembering that page', async () => {
    const router = renderRoutes(['/admin/events']);
    emit('INITIAL_SESSION', fakeSession(admin));
    await answer('admin');
    emit('SIGNED_OUT', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/events' } });
  });

  it('someone in the middle of a password reset is sent to /auth to finish it first', async () => {
    const router = renderRoutes(['/admin']);
    emit('PASSWORD_RECOVERY', fakeSession(admin));
    await answer('admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
