import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { PORTS, urlOf } from '../fixtures/ports';
import { controlledByServiceWorker } from './offline-support';

// Installability needs the service worker running.
test.use({ serviceWorkers: 'allow' });

let profile: string;
let context: BrowserContext;
test.beforeAll(async () => {
  // A profile on disk: Chromium never offers to install from an incognito profile (Playwright's default). Made
  // here, not as the file loads: Playwright loads every spec file to list its tests, in processes that run none.
  profile = mkdtempSync(path.join(os.tmpdir(), 'piwc-install-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: urlOf(PORTS.shell),
  });
});
test.afterAll(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

/** PNG's IHDR: width and height, big-endian, at bytes 16 and 20. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('Chromium finds the site installable: a manifest with the church’s name, colour and icons drawn from the logo', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await controlledByServiceWorker(page);
  // What DevTools' Application panel and Lighthouse's installability audit read.
  const cdp = await context.newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'PIWC Asokwa',
    short_name: 'PIWC Asokwa',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b3d91',
  });
  const icons = [
    ...(manifest.icons as { src: string; sizes: string; purpose: string }[]),
    {
      src: await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
      sizes: '180x180',
      purpose: 'apple',
    },
    // The tab's icon is a PNG too: an SVG favicon is drawn as an SVG document on the page's main thread.
    { src: await page.locator('link[rel="icon"]').getAttribute('href'), sizes: '48x48', purpose: 'tab' },
  ];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
    '180x180 apple',
    '48x48 tab',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src!);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()).join('x')).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});
