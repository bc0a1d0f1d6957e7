import { expect, type Page } from '@playwright/test';

/** Resolves once the site's service worker controls `page` (it registers after the first screen). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/**
 * Resolves once the worker has saved a read of each table: it saves after it answers the page, so a test that
 * goes offline the moment a page shows could otherwise find that page's reads not yet kept.
 */
export async function readsSaved(page: Page, tables: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const keys = await (await caches.open('piwc-content-v1')).keys();
          const saved = new Set(keys.map((request) => new URL(request.url).pathname.split('/').pop()));
          return wanted.filter((table) => !saved.has(table));
        }, tables),
      { timeout: 10_000 },
    )
    .toEqual([]);
}

/** The page's content has arrived: a heading, and no skeleton left in the layout. */
export async function contentShows(page: Page): Promise<void> {
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="public-layout"] [data-skeleton]')).toHaveCount(0);
}

/** Follows a link of the main navigation, as a visitor does (no reload). */
export async function follow(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await contentShows(page);
}
