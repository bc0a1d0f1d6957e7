import type { Browser, Page } from '@playwright/test';
import { SPLASH_DURATION_MS } from '../shared-ui/src/constants';
import { SCHEDULED_CHANGES_VIEW } from '../public-site/src/lib/live/scheduled-changes';
import { PHONE_VIEWPORT, loadEveryPicture } from './gallery-images';

/** Long enough after the splash for what a page starts later (its live connection and what that reads) to be counted. */
const SETTLED_AFTER_MS = SPLASH_DURATION_MS + 5000;

/** What one first visit to a route costs the project, as Supabase bills it (issue #31). */
export interface VisitCost {
  route: string;
  /** Requests to PostgREST (`/rest/v1/…`) for the page's content, and how many of them were distinct. */
  restRequests: number;
  restDistinct: number;
  /**
   * Reads of the next scheduled instant, counted apart: not a section of the page but what lets an open page
   * show a scheduled item at its time (issue #23). One per visit once the client has loaded.
   */
  scheduleWatchRequests: number;
  /** Bytes of every storage response (pictures and their placeholders): what counts against egress. */
  storageBytes: number;
  storageRequests: number;
  /** Requests that failed or were answered 4xx/5xx. */
  failedRequests: number;
  failures: string[];
}

/** The page's content is in: a heading, and no skeleton left in the layout. */
export async function contentShows(page: Page): Promise<void> {
  await page.getByTestId('public-layout').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="public-layout"] [data-skeleton]') === null,
  );
}

/** A first visit to `route` in a fresh phone-sized context: scrolled to the end, every picture loaded. */
export async function measureVisitCost(browser: Browser, baseUrl: string, route: string): Promise<VisitCost> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const rest: string[] = [];
  const scheduleWatch: string[] = [];
  const failures: string[] = [];
  const storage: Promise<number>[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.includes('/rest/v1/')) return;
    (pathname.endsWith(`/rest/v1/${SCHEDULED_CHANGES_VIEW}`) ? scheduleWatch : rest).push(
      `${request.method()} ${request.url()}`,
    );
  });
  page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (path.includes('/storage/v1/'))
      storage.push(
        response
          .body()
          .then((body) => body.length)
          .catch(() => 0),
      );
  });
  try {
    await page.goto(baseUrl + route);
    await contentShows(page);
    await loadEveryPicture(page);
    await page.waitForFunction((ms) => performance.now() > ms, SETTLED_AFTER_MS);
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(storage);
    return {
      route,
      restRequests: rest.length,
      restDistinct: new Set(rest).size,
      scheduleWatchRequests: scheduleWatch.length,
      storageBytes: bytes.reduce((a, b) => a + b, 0),
      storageRequests: bytes.length,
      failedRequests: failures.length,
      failures,
    };
  } finally {
    await context.close();
  }
}

/** Marks the tab hidden (or visible again) as switching away from it does; headless Chromium's tabs are never hidden. */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  // A script, not a function: tsx would wrap a function's inner functions in a naming helper the page lacks.
  await page.evaluate(`(() => {
    const hidden = ${hidden};
    Object.defineProperty(document, 'visibilityState', { configurable: true, get() { return hidden ? 'hidden' : 'visible'; } });
    Object.defineProperty(document, 'hidden', { configurable: true, get() { return hidden; } });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

/**
 * Realtime connections each route still holds after its tab has been hidden and idle for `idleMs`: every route
 * in its own tab at once, so the bench waits once.
 */
export async function realtimeHeldWhileHidden(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  idleMs: number,
): Promise<Record<string, { opened: number; open: number }>> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
  try {
    const tabs = await Promise.all(
      routes.map(async (route) => {
        const page = await context.newPage();
        const sockets = { opened: 0, open: 0 };
        page.on('websocket', (socket) => {
          if (!socket.url().includes('/realtime/v1/')) return;
          sockets.opened += 1;
          sockets.open += 1;
          socket.on('close', () => (sockets.open -= 1));
        });
        await page.goto(baseUrl + route);
        await contentShows(page);
        return { route, page, sockets };
      }),
    );
    // After the first screen, live pages connect: let them, then switch away.
    await tabs[0]!.page.waitForTimeout(5000);
    await Promise.all(tabs.map(({ page }) => setTabHidden(page, true)));
    await tabs[0]!.page.waitForTimeout(idleMs);
    return Object.fromEntries(tabs.map(({ route, sockets }) => [route, { ...sockets }]));
  } finally {
    await context.close();
  }
}
