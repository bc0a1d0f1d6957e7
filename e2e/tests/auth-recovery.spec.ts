import { expect, test, type Page } from '@playwright/test';
import { startLocalApi, type LocalApi } from '../fixtures/api';
import { PORTS } from '../fixtures/ports';
import { startSite, type Site } from '../fixtures/site';

// Its own API, so changing the admin's password cannot affect any other suite.
const API_PORT = PORTS.shell + 44;
const SITE_PORTS = { shell: PORTS.shell + 45, publicSite: PORTS.shell + 46, adminPortal: PORTS.shell + 47 };
const EMAIL = 'admin@example.com';
const NEW_PASSWORD = 'a-brand-new-password';

let api: LocalApi;
let site: Site;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startLocalApi(API_PORT);
  site = await startSite(SITE_PORTS, api.url);
});
test.afterAll(async () => {
  await site?.stopAll();
  await api?.dispose();
});

interface MailboxMessage {
  to: string;
  subject: string;
  link: string;
}

async function lastRecoveryLink(): Promise<string> {
  const response = await fetch(`${api.url}/_dev/mailbox?email=${encodeURIComponent(EMAIL)}`);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const message = messages.at(-1);
  if (!message) throw new Error(`no email was sent to ${EMAIL}`);
  return message.link;
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('password recovery end to end: email, link, new password, signed in; the old password no longer works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${site.baseUrl}/auth`);
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for' })).toContainText(EMAIL);

  const link = await lastRecoveryLink();
  expect(link).toContain(encodeURIComponent(`${site.baseUrl}/auth`));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // Back on /auth, the tokens taken out of the address bar by the client (an empty '#' may stay).
  expect(page.url()).toMatch(new RegExp(`^${site.baseUrl}/auth#?$`));
  await expect(page).toHaveTitle('Choose a new password · PIWC Asokwa');

  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await newPassword.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}-typo`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await confirm.fill(NEW_PASSWORD);

  const saved = page.waitForResponse(
    (r) => r.url().includes('/auth/v1/user') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save new password' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(`${site.baseUrl}/admin`);
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page.getByText('Your new password is saved. You are signed in.')).toBeVisible();

  // A reload keeps the session and does not bring the reset form back.
  await page.reload();
  await expect(page.getByTestId('admin-layout')).toBeVisible();

  await page.getByTestId('admin-layout').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${site.baseUrl}/auth`);
  await signIn(page, 'admin-dev-password');
  await expect(page.getByRole('alert')).toContainText('The email address or password is incorrect.');
  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`${site.baseUrl}/admin`);
  await expect(page.getByTestId('admin-layout')).toBeVisible();

  // The link worked once; opened again it is explained, and a new one can be requested from there.
  await page.getByTestId('admin-layout').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${site.baseUrl}/auth`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'That password reset link has expired or was already used.',
  );
});
