import { expect, test, type Page, type Route } from '@playwright/test';
import { PHONE_VIEWPORT } from '../../bench/gallery-images';
import { ownStackForSuite } from '../fixtures/own-stack';
import { adminWrite } from './live-support';

// Issue #31: on Supabase's Free plan (the local API's default) hosted Storage refuses the render endpoint, so the
// site draws its pictures from the variants stored beside them. A deployment on Pro may turn transformations on in
// its runtime config: pictures without variants are then rendered on request.

interface StorageTraffic {
  urls: string[];
  failures: string[];
}

function watchStorage(page: Page): StorageTraffic {
  const traffic: StorageTraffic = { urls: [], failures: [] };
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) traffic.urls.push(request.url());
  });
  page.on('requestfailed', (request) =>
    traffic.failures.push(`${request.failure()?.errorText} ${request.url()}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) traffic.failures.push(`${response.status()} ${response.url()}`);
  });
  return traffic;
}

/** The gallery's pictures once the first ones have loaded: whether each has, and where it came from. */
async function galleryPictures(page: Page, baseUrl = '') {
  await page.goto(`${baseUrl}/gallery`);
  const frames = page.locator('[data-testid="public-layout"] span[data-in-viewport]');
  await expect(frames.first()).toHaveAttribute('data-loaded', 'true');
  await page.waitForLoadState('networkidle');
  return frames.evaluateAll((spans) =>
    spans.map((span) => ({
      loaded: span.getAttribute('data-loaded') === 'true',
      shown: (span.querySelector('img:not([data-placeholder])') as HTMLImageElement).currentSrc,
    })),
  );
}

test.describe('on the Free plan', () => {
  test.use({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });

  test('/gallery draws every picture from its variants and its placeholder without a request; nothing fails', async ({
    page,
  }) => {
    const traffic = watchStorage(page);
    const pictures = await galleryPictures(page);
    const loaded = pictures.filter((p) => p.loaded);
    expect(loaded.length).toBeGreaterThan(0);
    // A 375 px phone picks the 480 px variant of a half-width grid picture at most.
    for (const { shown } of loaded) expect(shown).toMatch(/\.(320|480)w\.webp$/);
    // A picture still awaited draws its placeholder from its row's ThumbHash (one that loaded first never needs
    // it): the last picture, scrolled to with the pictures held back.
    const frames = page.locator('[data-testid="public-layout"] span[data-in-viewport]');
    const last = frames.nth(pictures.length - 1);
    expect(pictures.at(-1)!.loaded, 'the last picture, below a phone’s first screen, has not loaded').toBe(
      false,
    );
    const held: Route[] = [];
    let holding = true;
    await page.route('**/storage/v1/object/public/**', (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-state', 'loading');
    const placeholder = last.locator('img[data-placeholder]');
    await expect(placeholder).toHaveAttribute('src', /^data:image\/bmp;base64,/);
    // … which the browser decodes: an image of the placeholder's size, not a broken one.
    await expect
      .poll(() => placeholder.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(last).toHaveAttribute('data-loaded', 'true');
    // The picture fades in over the same placeholder.
    await expect(placeholder).toHaveAttribute('src', /^data:image\/bmp;base64,/);
    expect(traffic.urls.filter((url) => url.includes('/render/image/'))).toEqual([]);
    expect(traffic.failures).toEqual([]);
  });
});

test.describe('on the Pro plan, with transformations turned on', () => {
  const stack = ownStackForSuite(80, { SUPABASE_PLAN: 'pro' }, { imageTransformations: true });

  test('a picture without variants is rendered at the width the page needs; nothing fails', async ({
    page,
  }) => {
    // Pictures stored before variants existed: the rows record no meta.
    await adminWrite('PATCH', 'gallery_photos?id=not.is.null', { image_meta: null }, stack.api.url);
    const traffic = watchStorage(page);
    const pictures = await galleryPictures(page, stack.site.baseUrl);
    const loaded = pictures.filter((p) => p.loaded);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { shown } of loaded) {
      expect(new URL(shown).pathname).toContain('/storage/v1/render/image/public/images/');
      expect(new URL(shown).searchParams.get('resize')).toBe('contain');
    }
    expect(traffic.failures).toEqual([]);
  });
});
