import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { openInApp as visit } from '../fixtures/in-app';
import { PUBLIC_ROUTES } from '../fixtures/public-routes';

/**
 * axe on every public route, detail pages included (found the way a visitor finds them: by following
 * the first link of each list), on one page that moves within the app so the suite stays quick.
 */

async function firstHrefs(page: Page, listPath: string, ...patterns: RegExp[]): Promise<string[]> {
  if (new URL(page.url()).pathname !== listPath) await visit(page, listPath);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const hrefs = await page
    .getByRole('main')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return patterns.map((pattern) => {
    const href = hrefs.find((h) => pattern.test(h));
    expect(href, `a link matching ${pattern} on ${listPath}`).toBeDefined();
    return href!;
  });
}

test.describe('accessibility (axe: no serious or critical issue)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const details: string[] = [];

  test.beforeAll(async ({ browser }) => {
    // axe needs a page from an explicit context.
    page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
    // The splash lifts on a timer; on a busy machine the home page may render after it (and before it has,
    // no skeleton is waiting either).
    await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
    details.push(
      ...(await firstHrefs(page, '/', /^\/announcements\/[\w-]+$/)),
      ...(await firstHrefs(page, '/events', /^\/events\/[\w-]+(\?on=[\d-]+)?$/)),
      ...(await firstHrefs(page, '/notices', /^\/notices\/[\w-]+$/)),
      ...(await firstHrefs(page, '/about', /^\/leader\/[\w-]+$/, /^\/milestone\/[\w-]+$/)),
      ...(await firstHrefs(page, '/sermons', /^\/sermons\/[\w-]+$/)),
      ...(await firstHrefs(page, '/gallery', /^\/image-viewer\?album=[\w-]+&photo=[\w-]+$/)),
    );
  });
  test.afterAll(() => page.context().close());

  const LISTS = [...PUBLIC_ROUTES, '/no-such-page'];

  for (const path of LISTS) {
    test(`${path}`, async () => {
      await visit(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('every detail page and the image viewer', async () => {
    // Seven pages, each analysed by axe: 53 s of the default minute in a CI run on a slower machine.
    test.setTimeout(120_000);
    expect(details).toHaveLength(7);
    for (const path of details) {
      await visit(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the contact form showing its errors', async () => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open mobile menu at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 760 });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
