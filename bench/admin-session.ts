import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { signInAsAdmin } from '../e2e/tests/admin-support';

export type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/**
 * The seeded admin signed in through the real sign-in page (/auth) in a context of its own: what supabase-js then
 * keeps (its session, in localStorage), for contexts that start signed in with a cold HTTP cache.
 */
export async function adminSignedIn(browser: Browser, baseUrl: string, api: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signInAsAdmin(await context.newPage(), baseUrl, { viaForm: true, api });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new context signed in with `state` (nothing cached yet). */
export const signedInContext = (browser: Browser, state: StorageState, options: BrowserContextOptions = {}) =>
  browser.newContext({ ...options, storageState: state });

/** The dashboard shows: its heading, and its counts and recent changes are in (no skeleton left). */
export async function dashboardShows(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="admin-layout"] [data-skeleton]') === null &&
      document.querySelector('[data-testid="admin-layout"] [aria-busy="true"]') === null,
  );
}
