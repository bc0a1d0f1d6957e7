import { chromium, type Browser, type Page } from '@playwright/test';
import { hasLocalApi, startLocalApi } from '../e2e/fixtures/api';
import { urlOf } from '../e2e/fixtures/ports';
import { startSite } from '../e2e/fixtures/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { PHONE_VIEWPORT, measureGalleryImages, type GalleryImages } from './gallery-images';
import { gzipTotal, pageNow, rawTotal, recordJs } from './js-bytes';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PUBLIC_TOUR = ['/events', '/sermons', '/ministries', '/gallery', '/contact'];
export interface VisitorLoad {
  jsRawBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  /** P1w: every JS file of the first visit until the network is idle and `SETTLED_AFTER_IDLE_MS` more. */
  jsGzipBytesSettled: number;
  adminBytes: number;
  adminRequests: number;
}

/** How long P1w keeps counting after the first visit's network is idle (what starts late: the splash lifting). */
export const SETTLED_AFTER_IDLE_MS = 4000;

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
 * P1, P1w and P2 in a fresh page. P1 is every JS file requested before the home page's content shows (gzip size
 * computed at level 9, as a static host would serve it); P1w every JS file of the first visit until the network
 * is idle and 4 s more (what loads once the splash has lifted). Then a tour of five public routes counts anything
 * fetched from the admin remote. The bench and the e2e budget spec both call this, so they measure alike.
 */
export async function measureVisitor(page: Page, baseUrl: string, adminPort: number): Promise<VisitorLoad> {
  const js = recordJs(page);
  let adminBytes = 0;
  let adminRequests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).port !== String(adminPort)) return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((b) => {
          adminRequests++;
          adminBytes += b.length;
        }),
    );
  });
  await page.goto(baseUrl + '/');
  await homeContentShows(page);
  const contentShownAt = await pageNow(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLED_AFTER_IDLE_MS);
  js.stop();
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
  const files = await js.files();
  const counted = files.filter((f) => f.startedAt < contentShownAt);
  return {
    jsRawBytes: rawTotal(counted),
    jsGzipBytes: gzipTotal(counted),
    jsFiles: counted.length,
    jsGzipBytesSettled: gzipTotal(files),
    adminBytes,
    adminRequests,
  };
}

/** Starts the API and the production builds on the bench's ports for `fn`, then stops them. */
export async function withSite<T>(
  fn: (site: { baseUrl: string; adminPort: number; apiUrl: string; browser: Browser }) => Promise<T>,
  apiEnv: Record<string, string> = {},
): Promise<T> {
  // SITE_URL as e2e's global setup gives it: Lighthouse's SEO audit reads /robots.txt through the share function.
  const api = hasLocalApi() ? await startLocalApi(BASE + 3, { SITE_URL: urlOf(BASE), ...apiEnv }) : null;
  const apiUrl = api?.url ?? `http://127.0.0.1:${BASE + 3}`;
  const site = await startSite({ shell: BASE, publicSite: BASE + 1, adminPortal: BASE + 2 }, apiUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await fn({ baseUrl: site.baseUrl, adminPort: BASE + 2, apiUrl, browser });
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
