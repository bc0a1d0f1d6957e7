import type { Page } from '@playwright/test';
import { RESPONSIVE_IMAGE_WIDTHS } from '../../shared-ui/src/constants';
import { contentShows, controlledByServiceWorker } from './offline-support';

interface Kept {
  url: string;
  bytes: number;
}

/** Opens the home page through the worker and lists what the page asked for and what the worker kept. */
export async function homeThroughWorker(page: Page) {
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

/** The same picture's next smaller variant's URL. */
export const smaller = (url: string) =>
  url.replace(
    /\.(\d+)w\.webp$/,
    (_, width: string) => `.${RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < Number(width)).at(-1)}w.webp`,
  );

/** The variants asked for that have a smaller one (a phone's cards ask for some of the smallest). */
export const shrinkable = (asked: string[]) =>
  asked.filter((url) => /\.\d+w\.webp$/.test(url) && !url.endsWith(`.${RESPONSIVE_IMAGE_WIDTHS[0]}w.webp`));
