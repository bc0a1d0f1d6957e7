import { expect, test } from '@playwright/test';
import { PHONE_VIEWPORT } from '../../bench/gallery-images';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { homeThroughWorker, shrinkable, smaller } from './save-data-support';

/**
 * Light on data (#26) on a 2G connection, without Save-Data: the worker reads its own connection (Chromium forced
 * to report 2G, in the page and the worker alike) and answers with the next smaller variant too.
 */
test.use({
  serviceWorkers: 'allow',
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 1,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--force-effective-connection-type=2G'],
  },
});

test('on 2G the worker answers each picture with its next smaller variant', async ({ page }) => {
  test.setTimeout(90_000);
  const light = await homeThroughWorker(page);
  const connection = await page.evaluate(
    () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
  );
  expect(connection).toBe('2g');
  const shrunk = shrinkable(light.asked);
  expect(shrunk.length).toBeGreaterThan(0);
  for (const url of shrunk) {
    expect(light.kept.has(smaller(url)), smaller(url)).toBe(true);
    expect(light.kept.has(url), url).toBe(false);
  }
});
