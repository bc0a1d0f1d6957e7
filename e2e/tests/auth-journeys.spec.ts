import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MEMBER, submitSignIn } from './admin-support';
import { axeViolations } from '../fixtures/axe';

/** The storage key supabase-js derives from the API host (127.0.0.1 → "127"). */
const SESSION_KEY = 'sb-127-auth-token';
const VERIFYING = 'Verifying Admin Access...';
const PLEASE_WAIT = 'Please wait while we check your privileges.';

/** Opens /auth and signs in there as `who`. */
async function signInAtAuth(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth');
  await submitSignIn(page, who);
}

async function expectNoAxeViolations(page: Page) {
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
  // Every issue, of any impact: the sign-in page is where everyone starts.
  expect(await axeViolations(page)).toEqual([]);
}

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

test.describe('auth journeys', () => {
  test('a visitor opening /admin/events is sent to /auth and, after an admin signs in, comes back to it', async ({
    page,
  }) => {
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · PIWC Asokwa');
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page.getByText(VERIFYING)).toBeHidden();
    // The redirect replaced the history entry: Back does not bounce through /auth again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth$/);
  });

  test('an admin signing in at /auth lands on the dashboard; reopening /auth sends them on', async ({
    page,
  }) => {
    await signInAtAuth(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
  });

  test('a member (not an admin) stays on the verifying screen with the exact texts and can sign out', async ({
    page,
  }) => {
    await signInAtAuth(page, MEMBER);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: VERIFYING })).toBeVisible();
    await expect(page.getByText(PLEASE_WAIT, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Checking your privileges' })).toBeAttached();
    // Still there once the lookup has certainly answered: no denied message, no admin page.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('heading', { name: VERIFYING })).toBeVisible();
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  test("signing out in the admin remote's header updates the shell: one auth store in the page", async ({
    page,
  }) => {
    await signInAtAuth(page, ADMIN);
    const layout = page.getByTestId('admin-layout');
    await expect(layout).toBeVisible();
    // Module Federation registered one shared-auth, provided by the shell, for the whole page.
    const providers = await page.evaluate(() => {
      const share =
        (
          window as unknown as {
            __FEDERATION__?: {
              __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
            };
          }
        ).__FEDERATION__?.__SHARE__ ?? {};
      return Object.values(share).flatMap((scopes) =>
        Object.values(scopes).flatMap((pkgs) =>
          Object.values(pkgs['shared-auth'] ?? {}).map((entry) => entry.from),
        ),
      );
    });
    expect(new Set(providers)).toEqual(new Set(['shell']));

    await layout.getByRole('button', { name: 'Sign out' }).click();
    // The remote's button signed out; the shell's guard (another bundle) saw it and left /admin.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in admin reloading a public page: the session resumes after the first screen and /admin opens without signing in', async ({
    page,
  }) => {
    await signInAtAuth(page, ADMIN);
    await expect(page.getByTestId('admin-layout')).toBeVisible();

    // The admin lookup is the first thing a resumed session asks the API; its start (page time) says when the client started.
    const lookupStarts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rest/v1/user_roles'))
          .map((entry) => entry.startTime),
      );
    await page.goto('/');
    await expect(page.getByTestId('public-layout').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect.poll(async () => (await lookupStarts()).length).toBeGreaterThan(0);
    expect(
      Math.min(...(await lookupStarts())),
      'no session work before the splash has lifted',
    ).toBeGreaterThan(2500);

    // A client-side navigation, as a link would make: no reload, no sign-in.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a wrong password shows a clear error and keeps the email typed', async ({ page }) => {
    await signInAtAuth(page, { ...ADMIN, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText(
      'The email address or password is incorrect. Check them and try again.',
    );
    await expect(page.getByLabel('Email address')).toHaveValue(ADMIN.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a network failure while signing in is explained, and the form keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await submitSignIn(page, ADMIN);
    await expect(page.getByRole('alert')).toContainText('We could not reach the sign-in service');
    await expect(page.getByLabel('Email address')).toHaveValue(ADMIN.email);
    await page.unroute('**/auth/v1/token**');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('inline validation before anything is sent', async ({ page }) => {
    let sent = false;
    await page.route('**/auth/v1/token**', async (route) => {
      sent = true;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Email address').blur();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('the sign-in page, its errors and the verifying screen pass every axe rule, at phone width too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/auth');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expectNoAxeViolations(page);
    await submitSignIn(page, MEMBER);
    await expect(page.getByRole('heading', { name: VERIFYING })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
