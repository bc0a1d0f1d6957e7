import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { hasLocalApi, startLocalApi } from '../e2e/fixtures/api';
import { startSite } from '../e2e/fixtures/site';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PUBLIC_TOUR = ['/events', '/sermons', '/ministries', '/gallery', '/contact'];

export interface VisitorLoad {
  jsRawBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  adminBytes: number;
  adminRequests: number;
}

/**
 * A visitor's first load of / in Chromium against the production builds: every JS response until the
 * home page's heading shows (gzip size computed at level 9, as a static host would serve it), then a
 * tour of five public routes counting anything fetched from the admin remote.
 */
export async function measureVisitorLoad(): Promise<VisitorLoad> {
  const api = hasLocalApi() ? await startLocalApi(BASE + 3) : null;
  const site = await startSite({ shell: BASE, publicSite: BASE + 1, adminPortal: BASE + 2 }, api?.url ?? `http://127.0.0.1:${BASE + 3}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const js: Buffer[] = [];
    let counting = true;
    let adminBytes = 0;
    let adminRequests = 0;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.port === String(BASE + 2)) {
        adminRequests++;
        adminBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
      }
      if (counting && url.pathname.endsWith('.js')) js.push(await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(site.baseUrl + '/');
    await page.getByTestId('public-layout').getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    counting = false;
    for (const route of PUBLIC_TOUR) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').and(page.locator(`[href="${route}"]`)).first().click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    return {
      jsRawBytes: js.reduce((sum, body) => sum + body.length, 0),
      jsGzipBytes: js.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      jsFiles: js.length,
      adminBytes,
      adminRequests,
    };
  } finally {
    await browser.close();
    await site.stopAll();
    await api?.dispose();
  }
}
