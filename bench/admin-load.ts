import type { Browser } from '@playwright/test';
import { dashboardShows, signedInContext, type StorageState } from './admin-session';
import { gzipTotal, pageNow, recordJs } from './js-bytes';

export interface AdminLoad {
  /** Gzip bytes (level 9) of the JS files requested from the navigation to /admin until the dashboard shows. */
  jsGzipBytes: number;
  jsFiles: number;
  /** Navigation start to the dashboard shown, ms (a timing: reported only). */
  shownMs: number;
  /**
   * Requests to the Supabase API from the navigation until the service worker has taken the page over and the
   * network is quiet again: the role read, the dashboard's reads, the inbox's read again once its live channel has
   * joined, the Trash purge. (The browser's CORS preflights are not requests a page sees; each of these has one.)
   */
  apiRequests: number;
}

/** After the worker has taken the page over: long enough for a read it would start then to be seen. */
const AFTER_TAKEOVER_MS = 1_500;

/**
 * P8: a signed-in admin's first load of /admin, in a context with the session (`state`, from the sign-in page)
 * and nothing cached: the JS requested until the dashboard shows. The bench and the e2e budget spec both call it.
 */
export async function measureAdminLoad(
  browser: Browser,
  baseUrl: string,
  apiUrl: string,
  state: StorageState,
): Promise<AdminLoad> {
  const context = await signedInContext(browser, state);
  try {
    const page = await context.newPage();
    const js = recordJs(page);
    let apiRequests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl)) apiRequests++;
    });
    await page.goto(baseUrl + '/admin');
    await dashboardShows(page);
    const shownAt = await pageNow(page);
    const shownMs = await page.evaluate(() => performance.now());
    // Requests started before the dashboard showed may answer after it: wait for them.
    await page.waitForLoadState('networkidle');
    js.stop();
    const counted = (await js.files()).filter((f) => f.startedAt < shownAt);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.waitForTimeout(AFTER_TAKEOVER_MS);
    return { jsGzipBytes: gzipTotal(counted), jsFiles: counted.length, shownMs, apiRequests };
  } finally {
    await context.close();
  }
}
