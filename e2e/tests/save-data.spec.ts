import { expect, test, type Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../../bench/visitor-load';
import { contentShows, controlledByServiceWorker } from './offline-support';

/**
 * Light on data (#26): with Save-Data on, the service worker answers each stored picture with the same picture's
 * next smaller variant; the page asks as always (its first load has no room for more code).
 */
test.use({ serviceWorkers: 'allow', viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });

interface Kept {
  url: string;
  bytes: number;
}

/** Opens the home page through the worker and lists what the page asked for and what the worker kept. */
async function homeThroughWorker(page: Page) {
  await page.goto('/');
  await contentShows(page);
  await controlledByServiceWorker(page);
  // The pictures of the first screen, fetched before the worker was there, were handed to it to keep; forgotten
  // here, they are fetched through the worker on the next visit, as every picture is once it is there.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => caches.delete('piwc-pictures-v1'));
  await page.goto('/');
  await contentShows(page);
  // Down the page, so every lazy picture is asked for.
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  const asked = await page
    .getByTestId('public-layout')
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/storage/'))
        .map((img) => img.currentSrc),
    );
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('piwc-pictures-v1');
    return Promise.all(
      (await cache.keys()).map(async (key) => ({
        url: key.url,
        bytes: Number((await cache.match(key))?.headers.get('x-piwc-bytes') ?? 0),
      })),
    );
  });
  return { asked, kept: new Map(kept.map(({ url, bytes }: Kept) => [url, bytes])) };
}

const smaller = (url: string) =>
  url.replace(/\.(\d+)w\.webp$/, (_, width: string) => {
    const widths = [320, 480, 640, 750, 828, 1080, 1200, 1920];
    return `.${widths.filter((w) => w < Number(width)).at(-1)}w.webp`;
  });

let normal: { asked: string[]; kept: Map<string, number> } | undefined;

test.describe.serial('pictures', () => {
  test('a normal visit keeps the variants the page asked for', async ({ page }) => {
    test.setTimeout(90_000);
    normal = await homeThroughWorker(page);
    expect(normal.asked.length).toBeGreaterThan(0);
    for (const url of normal.asked) expect(normal.kept.has(url), url).toBe(true);
  });

  test.describe('with Save-Data on', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test('the worker answers with the next smaller variant: fewer bytes', async ({ page }) => {
      test.setTimeout(90_000);
      const light = await homeThroughWorker(page);
      const shrinkable = light.asked.filter((url) => /\.(?!320w)\d+w\.webp$/.test(url));
      expect(shrinkable.length).toBeGreaterThan(0);
      let lightBytes = 0;
      let normalBytes = 0;
      for (const url of shrinkable) {
        expect(light.kept.has(smaller(url)), smaller(url)).toBe(true);
        expect(light.kept.has(url), url).toBe(false);
        lightBytes += light.kept.get(smaller(url))!;
        normalBytes += normal?.kept.get(url) ?? 0;
      }
      if (normal) expect(lightBytes).toBeLessThan(normalBytes);
    });
  });
});
