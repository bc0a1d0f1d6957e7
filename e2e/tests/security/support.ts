import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../fixtures/public-routes';

/** Helpers for the security/*.spec.ts suites (not a spec itself). */
export const PUBLIC_LISTS = [...PUBLIC_ROUTES, '/no-such-page'];
export { ADMIN_ROUTES } from '../admin-support';
/** Detail links a visitor finds on each list page. */
const DETAIL_LINKS: [string, RegExp][] = [
  ['/', /^\/announcements\/[\w-]+$/],
  ['/events', /^\/events\/[\w-]+$/],
  ['/notices', /^\/notices\/[\w-]+$/],
  ['/about', /^\/leader\/[\w-]+$/],
  ['/about', /^\/milestone\/[\w-]+$/],
  ['/sermons', /^\/sermons\/[\w-]+$/],
  ['/gallery', /^\/image-viewer\?album=[\w-]+&photo=[\w-]+$/],
];

export interface Incidents {
  csp: string[];
  scripts: string[];
}

/**
 * Records, for the page's whole life, every CSP violation (`securitypolicyviolation` and Chromium's
 * "Refused to …" console lines) and every sign that injected script ran: a dialog, or the global flag
 * the XSS payloads set (`window.__xss`), or their console marker.
 */
export async function watch(page: Page): Promise<Incidents> {
  const incidents: Incidents = { csp: [], scripts: [] };
  await page.exposeFunction('__reportViolation', (line: string) =>
    incidents.csp.push(`${page.url()}: ${line}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation(l: string): void }).__reportViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      ),
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Refused to')) incidents.csp.push(`${page.url()}: ${text}`);
    if (text.includes('XSS-EXECUTED')) incidents.scripts.push(`${page.url()}: console ${text}`);
  });
  page.on('dialog', (dialog) => {
    incidents.scripts.push(`${page.url()}: dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  return incidents;
}

/** Opens a route as a fresh document and waits until its data has loaded. */
export async function open(page: Page, route: string, incidents?: Incidents) {
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  if (
    incidents &&
    (await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined))
  ) {
    incidents.scripts.push(`${route}: window.__xss was set`);
  }
}

/** Every public route: the lists, then the first detail page of each kind. */
export async function publicRoutes(page: Page): Promise<string[]> {
  const details: string[] = [];
  for (const [list, pattern] of DETAIL_LINKS) {
    await open(page, list);
    const hrefs = await page
      .getByRole('main')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const first = hrefs.find((h) => pattern.test(h));
    expect(first, `a link matching ${pattern} on ${list}`).toBeDefined();
    details.push(first!);
  }
  return [...PUBLIC_LISTS, ...details];
}
