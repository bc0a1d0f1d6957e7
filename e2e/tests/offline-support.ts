import { expect, type Page } from '@playwright/test';
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { PORTS, urlOf } from '../fixtures/ports';

export const apiUrl = () => process.env.E2E_API_URL ?? urlOf(PORTS.api);

/** A request to the local API with the service-role key (what a test arranges, not what a visitor may do). */
export async function serviceRest<T = Record<string, unknown>[]>(
  query: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl()}/rest/v1/${query}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Resolves once the site's service worker controls `page` (it registers after the first screen). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
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
