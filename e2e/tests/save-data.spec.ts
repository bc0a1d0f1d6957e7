import { expect, test } from '@playwright/test';
import { PHONE_VIEWPORT } from '../../bench/gallery-images';
import { homeThroughWorker, shrinkable, smaller } from './save-data-support';

/**
 * Light on data (#26): with Save-Data on, the service worker answers each stored picture with the same picture's
 * next smaller variant; the page asks as always (its first load has no room for more code).
 */
test.use({ serviceWorkers: 'allow', viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });

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
      const shrunk = shrinkable(light.asked);
      expect(shrunk.length).toBeGreaterThan(0);
      let lightBytes = 0;
      let normalBytes = 0;
      for (const url of shrunk) {
        expect(light.kept.has(smaller(url)), smaller(url)).toBe(true);
        expect(light.kept.has(url), url).toBe(false);
        lightBytes += light.kept.get(smaller(url))!;
        normalBytes += normal?.kept.get(url) ?? 0;
      }
      if (normal) expect(lightBytes).toBeLessThan(normalBytes);
    });
  });
});
