import { chromium, type Page } from '@playwright/test';
import { signInAsAdmin } from '../e2e/tests/admin-support';
import { auditRoute, withLighthouseChrome, type LighthouseFigure } from './lighthouse';

/** `fn` with a page of the Lighthouse-controlled Chromium (over its debugging port), closed and let go of after. */
async function inLighthouseChrome(port: number, fn: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await fn(page);
    await page.close();
  } finally {
    // Connected, not launched: this lets go of the Chromium and leaves it running.
    await browser.close();
  }
}

/**
 * P8b: Lighthouse's mobile preset on /admin with a signed-in session. The admin signs in through /auth in the
 * Chromium Lighthouse drives; Lighthouse's storage reset would sign them out, so it is off, and before each run
 * (the uncounted one too) the origin's HTTP cache, service worker and its caches are cleared here instead:
 * every run loads /admin as cold as P3's runs load a public page, only signed in.
 */
export async function measureAdminLighthouse(
  baseUrl: string,
  api: string,
  runs = 3,
): Promise<LighthouseFigure> {
  return withLighthouseChrome(async (port) => {
    await inLighthouseChrome(port, (page) => signInAsAdmin(page, baseUrl, { viaForm: true, api }));
    const clearAllButSession = () =>
      inLighthouseChrome(port, async (page) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(baseUrl).origin,
          storageTypes: 'service_workers,cache_storage,indexeddb',
        });
      });
    const figure = await auditRoute(baseUrl + '/admin', port, {
      runs,
      flags: { disableStorageReset: true },
      beforeEachRun: clearAllButSession,
    });
    if (new URL(figure.finalUrl).pathname !== '/admin')
      throw new Error(`Lighthouse audited ${figure.finalUrl}, not /admin: the session did not hold`);
    return { route: '/admin', ...figure };
  });
}
