import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { hasLocalApi, startLocalApi } from '../e2e/fixtures/api';
import { startSite } from '../e2e/fixtures/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { SPLASH_DURATION_MS } from '../shared-ui/src/constants';
import { PHONE_VIEWPORT, measureGalleryImages, type GalleryImages } from './gallery-images';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PUBLIC_TOUR = ['/events', '/sermons', '/ministries', '/gallery', '/contact'];
export interface VisitorLoad {
  jsRawBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  /** Every JS file of the first load, including what loads after the content shows and the splash lifts (reported, not budgeted). */
  jsGzipBytesWholeVisit: number;
  adminBytes: number;
  adminRequests: number;
}

interface JsFile {
  gzipBytes: number;
  rawBytes: number;
  beforeContent: boolean;
}

/** Home content shows: the heading is there and no section is still a skeleton (its data has arrived). */
export async function homeContentShows(page: Page): Promise<void> {
  const layout = page.getByTestId('public-layout');
  await layout.getByRole('heading', { level: 1 }).first().waitFor();
  await layout.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="public-layout"] [data-skeleton]') === null,
  );
}

/**
 * P1 and P2 in a fresh page. P1 is every JS file requested before the home page's content shows (gzip size
 * computed at level 9, as a static host would serve it); what the page fetches later, once the splash has
 * lifted, is reported as P1i. Then a tour of five public routes counts anything fetched from the admin remote.
 * The bench and the e2e budget spec both call this, so they measure alike.
 */
export async function measureVisitor(page: Page, baseUrl: string, adminPort: number): Promise<VisitorLoad> {
  const js: Promise<JsFile>[] = [];
  let firstLoad = true;
  // Infinity until home content shows, so every request before then counts.
  let contentShownAt = Infinity;
  let adminBytes = 0;
  let adminRequests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isAdmin = url.port === String(adminPort);
    const isJs = firstLoad && url.pathname.endsWith('.js');
    if (!isAdmin && !isJs) return;
    const beforeContent = response.request().timing().startTime < contentShownAt;
    const body = response.body().catch(() => Buffer.alloc(0));
    if (isJs)
      js.push(
        body.then((b) => ({
          rawBytes: b.length,
          gzipBytes: gzipSync(b, { level: 9 }).length,
          beforeContent,
        })),
      );
    if (isAdmin)
      pending.push(
        body.then((b) => {
          adminRequests++;
          adminBytes += b.length;
        }),
      );
  });
  await page.goto(baseUrl + '/');
  await homeContentShows(page);
  contentShownAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  // What loads once the splash has lifted (the Supabase client, notifications, smooth scrolling) is P1i.
  await page.waitForFunction((splashMs) => performance.now() > splashMs + 1000, SPLASH_DURATION_MS);
  await page.waitForLoadState('networkidle');
  firstLoad = false;
  for (const route of PUBLIC_TOUR) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .and(page.locator(`[href="${route}"]`))
      .first()
      .click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const files = await Promise.all(js);
  const counted = files.filter((f) => f.beforeContent);
  return {
    jsRawBytes: counted.reduce((sum, f) => sum + f.rawBytes, 0),
    jsGzipBytes: counted.reduce((sum, f) => sum + f.gzipBytes, 0),
    jsFiles: counted.length,
    jsGzipBytesWholeVisit: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    adminBytes,
    adminRequests,
  };
}

/** Starts the API and the production builds on the bench's ports for `fn`, then stops them. */
export async function withSite<T>(
  fn: (site: { baseUrl: string; adminPort: number; browser: Browser }) => Promise<T>,
  apiEnv: Record<string, string> = {},
): Promise<T> {
  const api = hasLocalApi() ? await startLocalApi(BASE + 3, apiEnv) : null;
  const site = await startSite(
    { shell: BASE, publicSite: BASE + 1, adminPortal: BASE + 2 },
    api?.url ?? `http://127.0.0.1:${BASE + 3}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await fn({ baseUrl: site.baseUrl, adminPort: BASE + 2, browser });
  } finally {
    await browser.close();
    await site.stopAll();
    await api?.dispose();
  }
}

/** P1, P2 and P4 against the production builds. */
export async function measureVisitorLoad(): Promise<VisitorLoad & { gallery: GalleryImages }> {
  return withSite(async ({ baseUrl, adminPort, browser }) => {
    const visitor = await measureVisitor(await browser.newPage(), baseUrl, adminPort);
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
    try {
      return { ...visitor, gallery: await measureGalleryImages(await phone.newPage(), baseUrl) };
    } finally {
      await phone.close();
    }
  });
}
