import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, type FakeSupabase } from './testing/fake-supabase';
import { renderRoutes } from './testing/render-routes';
import { authApiError } from './testing/auth-api-errors';
import { resetAuth } from './testing/reset-auth';

vi.mock('./supabase-client', async () => (await import('./testing/mock-client')).mockClientModule);

const admin = fakeUser('admin', 'admin@example.com');
const member = fakeUser('member', 'member@example.com');
const emailInput = () => screen.getByLabelText(/^Email address/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const emit = (...args: Parameters<FakeSupabase['emit']>) => act(() => fake.emit(...args));

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

/** /auth for a signed-out visitor, arrived from the guard with `from` (or directly). */
async function openSignIn(from?: string) {
  const router = renderRoutes(['/']);
  await act(() =>
    router.navigate('/auth', from ? { state: { from: { pathname: from } }, replace: true } : {}),
  );
  emit('INITIAL_SESSION', null);
  return router;
}

function signInAnswers(error: unknown) {
  fake.refuseNext('signInWithPassword', error);
}

/** Types and submits; with `signsIn` the fake client accepts and emits SIGNED_IN for that user. */
async function submitSignIn(email: string, password: string, signsIn?: ReturnType<typeof fakeUser>) {
  if (signsIn) {
    fake.auth.signInWithPassword.mockImplementationOnce(async () => {
      fake.emit('SIGNED_IN', fakeSession(signsIn));
      return { data: {}, error: null };
    });
  }
  const user = userEvent.setup();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/auth sign-in', () => {
  it('is a titled page with the church, the form and a way back to the website', async () => {
    await openSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('PIWC Asokwa')).toBeInTheDocument();
    expect(screen.getByText('Pentecost International Worship Centre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
    expect(emailInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Sign in · PIWC Asokwa');
  });

  it('validates inline: required fields on submit, a bad email when the field is left', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();

    await user.type(emailInput(), 'not-an-email');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
  });

  it('wrong credentials: a clear message, the email kept, the password cleared and focused', async () => {
    await openSignIn();
    signInAnswers(authApiError.invalidCredentials());
    await submitSignIn('admin@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'wrong-password',
    });
    expect(emailInput()).toHaveValue('admin@example.com');
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveFocus();
  });

  it.each([
    ['rate limiting (429)', authApiError.requestRateLimit(), 'Too many attempts'],
    [
      'a network failure',
      new AuthRetryableFetchError('Failed to fetch', 0),
      'We could not reach the sign-in service',
    ],
  ])('explains %s and keeps what was typed', async (_case, error, message) => {
    await openSignIn();
    signInAnswers(error);
    await submitSignIn('admin@example.com', 'admin-dev-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailInput()).toHaveValue('admin@example.com');
    expect(passwordInput()).toHaveValue('admin-dev-password');
  });

  it('the password can be shown and hidden again', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('after sign-in, back to the remembered page', async () => {
    const router = await openSignIn('/admin/events');
    await submitSignIn('admin@example.com', 'admin-dev-password', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events'));
    await act(() => fake.lastLookup().admin());
    expect(screen.getByRole('heading', { name: 'Manage events' })).toBeInTheDocument();
  });

  it('after sign-in without a remembered page, to the dashboard (a non-admin then waits on the verifying screen)', async () => {
    const router = await openSignIn();
    await submitSignIn('member@example.com', 'member-dev-password', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await act(() => fake.lastLookup().notAdmin());
    expect(screen.getByRole('heading', { name: 'Verifying Admin Access...' })).toBeInTheDocument();
  });

  it('a remembered page elsewhere than this site is ignored', async () => {
    const router = await openSignIn('//evil.example/steal');
    await submitSignIn('admin@example.com', 'admin-dev-password', admin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('a signed-in admin who opens /auth is sent on', async () => {
    const router = renderRoutes(['/auth']);
    emit('INITIAL_SESSION', fakeSession(admin));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
    await act(() => fake.lastLookup().admin());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('a signed-in non-admin who opens /auth sees who they are and can sign out or switch account', async () => {
    renderRoutes(['/auth']);
    emit('INITIAL_SESSION', fakeSession(member));
    await act(() => fake.lastLookup().notAdmin());
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in as member@example.com.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('/auth forgot password', () => {
  it('sends the recovery email to the typed address and confirms neutrally', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.type(emailInput(), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(document.title).toBe('Reset your password · PIWC Asokwa');
    expect(emailInput()).toHaveValue('admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('admin@example.com', {
      redirectTo: `${window.location.origin}/auth`,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for admin@example.com, we have sent it an email with a link to choose a new password.',
    );
  });

  it('explains the email rate limit', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fake.refuseNext('resetPasswordForEmail', authApiError.emailRateLimit());
    await user.type(emailInput(), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('back to sign in keeps the email', async () => {
    const user = userEvent.setup();
    await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(emailInput(), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('someone@example.com');
  });

  it('an expired reset link opens the reset form with an explanation', () => {
    fake = resetAuth({ redirect: { errorCode: 'otp_expired' } });
    renderRoutes(['/auth']);
    emit('INITIAL_SESSION', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That password reset link has expired or was already used.',
    );
  });
});
