import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, distOf } from '../../scripts/lib/apps.mjs';
import { digestTree } from '../../scripts/tests/checkout';
import { PORTS, urlOf } from '../fixtures/ports';
import { startSite, type Site } from '../fixtures/site';

const PUBLIC_ROUTES = [
  '/',
  '/events',
  '/sermons',
  '/ministries',
  '/gallery',
  '/notices',
  '/about',
  '/contact',
];
const apiUrl = () => process.env.E2E_API_URL ?? urlOf(PORTS.api);

async function expectPublicPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('public-layout')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a visitor browsing five public routes fetches nothing from the admin portal', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urlOf(PORTS.adminPortal))) adminRequests.push(request.url());
  });
  await page.goto('/');
  for (const name of ['Events', 'Sermons', 'Ministries', 'Gallery', 'Contact']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(adminRequests).toEqual([]);
});

test.describe('one remote down, the rest of the site up', () => {
  let site: Site;
  test.beforeEach(async () => {
    site = await startSite(
      { shell: PORTS.shell + 20, publicSite: PORTS.shell + 21, adminPortal: PORTS.shell + 22 },
      apiUrl(),
    );
  });
  test.afterEach(async () => site.stopAll());

  test('with the admin portal stopped, every public route still works', async ({ page }) => {
    await site.stop('admin-portal');
    for (const route of PUBLIC_ROUTES) await expectPublicPage(page, `${site.baseUrl}${route}`);
    await page.goto(`${site.baseUrl}/admin`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toContainText('admin portal could not be loaded');
  });

  test('with the public site stopped, the shell explains, /auth and /admin work, and "Try again" recovers', async ({
    page,
  }) => {
    await site.stop('public-site');
    await page.goto(`${site.baseUrl}/events`);
    await expect(page.getByRole('alert')).toContainText('public site could not be loaded', {
      timeout: 20_000,
    });
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();

    await page.goto(`${site.baseUrl}/auth`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto(`${site.baseUrl}/admin`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.goto(`${site.baseUrl}/events`);
    await expect(tryAgain).toBeVisible({ timeout: 20_000 });
    await site.start('public-site');
    await tryAgain.click();
    await expect(page.getByTestId('public-layout')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });
});

test('public-site deploys on its own: a rebuilt remote shows after a reload, the shell untouched', async ({
  page,
}) => {
  const site = await startSite(
    { shell: PORTS.shell + 30, publicSite: PORTS.shell + 31, adminPortal: PORTS.shell + 32 },
    apiUrl(),
  );
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'piwc-public-site-'));
  try {
    const shellBefore = digestTree(distOf('shell'));
    const shellHtmlBefore = await (await fetch(`${site.baseUrl}/`)).text();
    await page.goto(`${site.baseUrl}/`);
    const footer = page.getByTestId('public-site-build');
    await expect(footer).toBeAttached();
    const oldMarker = await footer.getAttribute('data-build');

    const marker = `redeploy-${Date.now()}`;
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', outDir],
      {
        cwd: path.join(ROOT, 'public-site'),
        env: { ...process.env, BUILD_MARKER: marker, NODE_ENV: 'production' },
        stdio: 'pipe',
      },
    );
    await site.start('public-site', outDir);
    await page.reload();
    await expect(page.getByTestId('public-site-build')).toHaveAttribute('data-build', marker);
    expect(marker).not.toEqual(oldMarker);

    expect(digestTree(distOf('shell'))).toEqual(shellBefore);
    expect(await (await fetch(`${site.baseUrl}/`)).text()).toEqual(shellHtmlBefore);
  } finally {
    await site.stopAll();
    rmSync(outDir, { recursive: true, force: true });
  }
});
