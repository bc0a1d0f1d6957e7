import type { Browser } from '@playwright/test';
import { serviceRest } from '../e2e/fixtures/public-site';
import { LIST_PAGE_SIZE } from '../admin-portal/src/lib/list-page-size';
import { dashboardShows, signedInContext, type StorageState } from './admin-session';
import { median } from './lighthouse';

/** The bench's own events start with this, so they are told from the seed's and removed after. */
export const BENCH_EVENT_TITLE = 'Bench event';
/** A small phone (iPhone SE's viewport). */
const SMALL_PHONE = { width: 375, height: 667 };
/** A search for one of the bench's events, narrowing the list key by key (all, ~110, 11, 1), then one backspace. */
const TYPED = 'event 150';
const KEY_DELAY_MS = 150;
/** Visits measured, each in a new context; the figures are their medians (one visit moved ±150 ms with the machine). */
const VISITS = 3;

/** One visit to the list. */
interface ListVisit {
  /** Events the list holds (its status line's total), the bench's and the seed's. */
  events: number;
  /** Rows its first page shows. */
  rows: number;
  /** From the navigation to /admin/events until its first page's rows are rendered, ms. */
  rowsShownMs: number;
  /** … and until its search box has taken a typed character, ms. */
  interactiveMs: number;
  /** The longest interaction (Event Timing entry duration) while typing in the search box, ms; 0: none over 16 ms. */
  inpMs: number;
  /** Event Timing entries over 16 ms while typing. */
  slowEvents: number;
}

/** The visits' medians (the events and rows of the first; every visit has the same), and each visit's time to interactive. */
export interface ManagerList extends ListVisit {
  interactiveRunsMs: number[];
}

const ROW = 'tbody tr[role="row"]:not([data-skeleton-row])';
// Functions, not strings, for the page (the admin's CSP has no 'unsafe-eval'); none declares an inner function,
// which tsx would wrap in a naming helper the page lacks.
const rowsAtLeast = ([selector, n]: [string, number]) =>
  document.querySelectorAll(selector).length >= n && performance.now();

/**
 * P9: the events manager with `count` more events, on a 375 × 667 phone, as an admin arriving from the dashboard
 * (the admin code already cached). Times the list (its first page) to interactive, then types in its search box with a pause
 * between keys and takes the longest Event Timing entry (what INP reports for a visit this short). `VISITS` visits.
 */
export async function measureManagerList(
  browser: Browser,
  baseUrl: string,
  api: string,
  state: StorageState,
  count = 300,
): Promise<ManagerList> {
  const now = Date.now();
  const events = Array.from({ length: count }, (_, i) => ({
    title: `${BENCH_EVENT_TITLE} ${String(i + 1).padStart(3, '0')}`,
    description: 'Added by `pnpm bench` (P9) and removed after it.',
    location: 'Main Auditorium',
    starts_at: new Date(now + (i - count / 2) * 86_400_000).toISOString(),
    category: 'Bench',
    published: i % 4 !== 0,
  }));
  try {
    await serviceRest('events', { method: 'POST', body: events }, api);
    const visits: ListVisit[] = [];
    for (let i = 0; i < VISITS; i++)
      visits.push(await visitList(browser, baseUrl, state, Math.min(count, LIST_PAGE_SIZE)));
    const of = (figure: (visit: ListVisit) => number) => median(visits.map(figure));
    return {
      events: visits[0]!.events,
      rows: visits[0]!.rows,
      rowsShownMs: of((v) => v.rowsShownMs),
      interactiveMs: of((v) => v.interactiveMs),
      interactiveRunsMs: visits.map((v) => Math.round(v.interactiveMs)),
      inpMs: of((v) => v.inpMs),
      slowEvents: of((v) => v.slowEvents),
    };
  } finally {
    await serviceRest(
      `events?title=like.${encodeURIComponent(BENCH_EVENT_TITLE)}*`,
      { method: 'DELETE' },
      api,
    );
  }
}

/** One visit, in a new context: the dashboard first (its code then cached), then the list. */
async function visitList(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  firstPage: number,
): Promise<ListVisit> {
  const context = await signedInContext(browser, state, { viewport: SMALL_PHONE, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + '/admin');
    await dashboardShows(page);
    await page.waitForLoadState('networkidle');

    await page.goto(baseUrl + '/admin/events');
    const rowsShownMs = Number(
      await (
        await page.waitForFunction(rowsAtLeast, [ROW, firstPage] as [string, number], { polling: 'raf' })
      ).jsonValue(),
    );
    const rows = await page.locator(ROW).count();
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.press('e');
    const interactiveMs = Number(
      await (
        await page.waitForFunction(
          () => (document.activeElement as HTMLInputElement | null)?.value === 'e' && performance.now(),
          null,
          { polling: 'raf' },
        )
      ).jsonValue(),
    );
    await search.fill('');
    await page.waitForFunction(rowsAtLeast, [ROW, rows] as [string, number]);
    const status = await page.getByText(/\d+ in total/).textContent();
    const listed = Number(/(\d+) in total/.exec(status ?? '')?.[1]);

    await page.evaluate(() => {
      const since = performance.now();
      const durations: number[] = [];
      (window as unknown as { benchEvents: number[] }).benchEvents = durations;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
          if (e.startTime >= since && e.interactionId) durations.push(e.duration);
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    });
    await search.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
    await search.press('Backspace');
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => (window as unknown as { benchEvents: number[] }).benchEvents);
    return {
      events: listed,
      rows,
      rowsShownMs,
      interactiveMs,
      inpMs: Math.max(0, ...durations),
      slowEvents: durations.length,
    };
  } finally {
    await context.close();
  }
}
