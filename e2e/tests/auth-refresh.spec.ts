import { expect, test } from '@playwright/test';
import { ownStackForSuite } from '../fixtures/own-stack';
import { ADMIN, submitSignIn } from './admin-support';

// Access tokens that live 100 s: the client (30 s tick, refresh with ≤ 90 s left) must renew them
// in time. Shorter than 90 s would make every request refresh, so 100 s is the shortest honest test.
const TOKEN_TTL_SECONDS = 100;
const SESSION_KEY = 'sb-127-auth-token';

interface StoredSession {
  access_token: string;
  expires_at: number;
}

// Its own stack on PORTS.shell + 40…43, so no other suite's tokens live this briefly.
const stack = ownStackForSuite(40, { ACCESS_TOKEN_TTL: String(TOKEN_TTL_SECONDS) });

test('a short-lived access token is refreshed in the background and the admin stays signed in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Records every moment the verifying screen or the sign-in page shows up after the admin area did.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __authProbe: string[] }).__authProbe = seen;
    let inAdmin = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="admin-layout"]')) inAdmin = true;
      if (!inAdmin) return;
      if (document.body.textContent?.includes('Verifying Admin Access...')) seen.push('verifying');
      if (location.pathname === '/auth') seen.push('auth');
    }).observe(document, { childList: true, subtree: true });
  });
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/auth/v1/token?grant_type=refresh_token')) refreshes.push(response.status());
  });
  const session = () =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession | null,
      SESSION_KEY,
    );

  await page.goto(`${stack.site.baseUrl}/auth`);
  await submitSignIn(page, ADMIN);
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  const first = (await session())!;
  expect(first.expires_at - Date.now() / 1000).toBeLessThanOrEqual(TOKEN_TTL_SECONDS + 1);

  // The first auto-refresh tick with under 120 s left (at most 30 s away) renews the token.
  await expect
    .poll(async () => (await session())?.access_token, { timeout: 45_000, intervals: [1000] })
    .not.toBe(first.access_token);
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  // Past the first token's expiry: still signed in, still in the admin area, never bounced.
  const untilExpired = first.expires_at * 1000 - Date.now() + 2000;
  if (untilExpired > 0) await page.waitForTimeout(untilExpired);
  await page.getByTestId('admin-layout').getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(`${stack.site.baseUrl}/admin/events`);
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __authProbe: string[] }).__authProbe)).toEqual([]);

  // The session now carries a later expiry, and the data API accepts its token.
  const current = (await session())!;
  expect(current.expires_at).toBeGreaterThan(first.expires_at);
  const answer = await page.evaluate(
    async ({ url, token }) => {
      const anonKey = (await (await fetch('/app-config.json')).json()).supabaseAnonKey as string;
      const response = await fetch(`${url}/rest/v1/user_roles?select=role`, {
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    },
    { url: stack.api.url, token: current.access_token },
  );
  expect(answer).toEqual({ status: 200, body: [{ role: 'admin' }] });

  // A reload restores the refreshed session from localStorage.
  await page.reload();
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page).toHaveURL(`${stack.site.baseUrl}/admin/events`);
});
