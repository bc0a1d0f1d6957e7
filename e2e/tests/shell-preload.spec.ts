import { expect, test, type Page } from '@playwright/test';
import { PORTS, urlOf } from '../fixtures/ports';

/**
 * The shell's index.html preloads what its bootstrap needs (PreloadBootstrapPlugin in rspack.base.ts), so
 * those scripts download alongside main.js instead of one level at a time after it. A list that missed a
 * chunk would bring the round trips back; one that named a chunk the page does not run would cost a visitor
 * bytes (and Chromium's "preloaded but not used" warning).
 */

const SHELL = urlOf(PORTS.shell);
const PRELOAD = /<link\b(?=[^>]*\brel="preload")[^>]*>/g;
const preloadsIn = (html: string, as: string) =>
  [...html.matchAll(PRELOAD)].filter(([tag]) => tag.includes(`as="${as}"`)).map(([tag]) => /href="([^"]+)"/.exec(tag)![1]!);

/** Requests to the shell's own origin until the home page's heading shows. */
async function shellRequestsOnFirstLoad(page: Page): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SHELL + '/')) paths.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  return paths;
}

const scripts = (paths: string[]) => paths.filter((path) => path.endsWith('.js') && !/\/main\.[0-9a-f]+\.js$/.test(path));

test('index.html preloads exactly the scripts the shell runs before the first screen, and each is fetched once', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const preloaded = preloadsIn(html, 'script');
  expect(preloaded.length, 'scripts preloaded').toBeGreaterThan(5);
  expect(preloadsIn(html, 'fetch')).toEqual(['/app-config.json']);

  const requested = await shellRequestsOnFirstLoad(page);

  const loaded = scripts(requested);
  expect(loaded.filter((path, i) => loaded.indexOf(path) !== i), 'scripts requested twice').toEqual([]);
  // Nothing the first screen needed was missing from the list (it would have been requested on its own)…
  expect(new Set(loaded)).toEqual(new Set(preloaded));
  // …and every file on it ran: each chunk file pushes itself once onto the shell's chunk registry.
  expect(await page.evaluate(() => (globalThis as { rspackChunkshell?: unknown[] }).rspackChunkshell?.length)).toBe(preloaded.length);
  expect(requested.filter((path) => path === '/app-config.json'), 'the config fetch takes its preload').toHaveLength(1);
});
