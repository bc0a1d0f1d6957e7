import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildShowcase } from '../../shared-ui/showcase/build';
import { startShowcaseServer, type ShowcaseServer } from '../../shared-ui/showcase/server';
import {
  LAZY_IMAGE_ROOT_MARGIN_PX,
  RESPONSIVE_IMAGE_WIDTHS,
  DEFAULT_IMAGE,
  IMAGE_PLACEHOLDER,
} from '../../shared-ui/src/constants';
import { seriousViolations } from '../fixtures/axe';

/**
 * The design system's showcase (every component, built on the fly, never deployed): accessibility
 * with axe, and the responsive-image contract observed from the browser's own requests.
 */
let outDir: string;
let server: ShowcaseServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(path.join(os.tmpdir(), 'shared-ui-showcase-'));
  await buildShowcase(outDir);
  server = await startShowcaseServer(outDir);
});

test.afterAll(async () => {
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('axe finds no serious or critical issue on the showcase, in a dialog, the mobile menu or the image viewer', async ({
  page,
}) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1, name: 'PIWC Asokwa components' })).toBeVisible();
  // Trigger the validation messages so error styling is checked too.
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Enter a title of at least 3 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open dialog' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit announcement' })).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete leader' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this leader?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  // Usable from 320 px: nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', { name: 'Open image viewer' }).click();
  const viewer = page.getByRole('dialog', { name: 'Easter 2024' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'The choir on Easter Sunday' })).toHaveAttribute(
    'data-loaded',
    'true',
  );
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});

test('the image viewer works from the keyboard: arrows move, + zooms, Esc closes and focus returns', async ({
  page,
}) => {
  await page.goto(server.url);
  const opener = page.getByRole('button', { name: 'Open image viewer' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Easter 2024' });
  await expect(viewer.getByRole('button', { name: 'Close viewer' })).toBeFocused();
  await expect(viewer).toContainText('Easter Sunday choir');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: 'The congregation in prayer' })).toBeVisible();
  await expect(viewer).toContainText('Image 2 of 3');
  await page.keyboard.press('+');
  await expect(viewer).not.toHaveAttribute('data-scale', '1.00');
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  await page.keyboard.press('0');
  await expect(viewer).toHaveAttribute('data-scale', '1.00');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

interface FrameInfo {
  name: string;
  near: boolean;
  hasSrc: boolean;
  placeholderHasSrc: boolean;
  inViewport: string | undefined;
}

/**
 * Every ResponsiveImage frame: its image name (from its placeholder's URL, or for a gallery frame that has
 * requested nothing yet, its place in the gallery), whether it is within the lazy margin, and its state.
 */
function frames(page: Page, margin: number): Promise<FrameInfo[]> {
  return page.$$eval(
    'span[data-in-viewport]',
    (nodes, m) => {
      const galleryFrames = [...document.querySelectorAll('#gallery span[data-in-viewport]')];
      return nodes.map((node) => {
        const frame = node as HTMLElement;
        const placeholder = frame.querySelector('img[data-placeholder]') as HTMLImageElement;
        const image = frame.querySelector('img:not([data-placeholder])') as HTMLImageElement;
        const rect = frame.getBoundingClientRect();
        const fromUrl = /showcase\/([\w-]+)\.png/.exec(placeholder.getAttribute('src') ?? '')?.[1];
        return {
          name: fromUrl ?? `gallery-${galleryFrames.indexOf(frame) + 1}`,
          near: rect.bottom > -m && rect.top < window.innerHeight + m,
          hasSrc: image.hasAttribute('src'),
          placeholderHasSrc: placeholder.hasAttribute('src'),
          inViewport: frame.dataset.inViewport,
        };
      });
    },
    margin,
  );
}

const nameOf = (url: string) => /showcase\/([\w-]+)\.png/.exec(url)?.[1];

test('images: render URLs with the right parameters, only near the viewport, placeholder replaced once loaded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) requested.push(new URL(request.url()));
  });
  await page.goto(server.url);
  const hero = page.locator('span[data-in-viewport]').first();
  await expect(hero).toHaveAttribute('data-loaded', 'true');
  await page.waitForLoadState('networkidle');

  // Only the render endpoint is used, never the original object.
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested)
    expect(url.pathname).toContain('/storage/v1/render/image/public/images/showcase/');

  const full = requested.filter((u) => u.searchParams.get('width') !== String(IMAGE_PLACEHOLDER.width));
  const placeholders = requested.filter(
    (u) => u.searchParams.get('width') === String(IMAGE_PLACEHOLDER.width),
  );
  const allowedWidths = new Set([...RESPONSIVE_IMAGE_WIDTHS, DEFAULT_IMAGE.width].map(String));
  for (const url of full) {
    expect(allowedWidths.has(url.searchParams.get('width')!)).toBe(true);
    expect(url.searchParams.get('quality')).toBe(String(DEFAULT_IMAGE.quality));
    expect(url.searchParams.get('resize')).toBe('contain');
  }
  for (const url of placeholders) {
    expect(url.searchParams.get('quality')).toBe(String(IMAGE_PLACEHOLDER.quality));
    expect(url.searchParams.get('resize')).toBe('contain');
  }

  const before = await frames(page, LAZY_IMAGE_ROOT_MARGIN_PX);
  const near = before.filter((f) => f.near).map((f) => f.name);
  const far = before.filter((f) => !f.near);
  expect(near).toContain('hero');
  expect(far.map((f) => f.name)).toEqual(expect.arrayContaining(['gallery-1', 'gallery-6']));
  // Full-size requests, and placeholder ones, went exactly to the images near the viewport; far ones have no
  // source at all, not even a placeholder (it comes with the picture, not a screen ahead of it).
  expect(new Set(full.map((u) => nameOf(u.href)))).toEqual(new Set(near));
  expect(new Set(placeholders.map((u) => nameOf(u.href)))).toEqual(new Set(near));
  for (const frame of far) {
    expect(frame.hasSrc).toBe(false);
    expect(frame.placeholderHasSrc).toBe(false);
    expect(frame.inViewport).toBe('false');
  }

  // The hero's blurred placeholder is gone now that the real image is shown.
  const heroPlaceholder = hero.locator('img[data-placeholder]');
  await expect(heroPlaceholder).toHaveCSS('visibility', 'hidden');
  await expect(hero.locator('img:not([data-placeholder])')).toHaveCSS('opacity', '1');

  // Scrolling the gallery near loads exactly its images, each replacing its placeholder.
  const firstCount = full.length;
  await page.locator('#gallery').scrollIntoViewIfNeeded();
  const gallery = page.locator('#gallery span[data-in-viewport]');
  await expect(gallery).toHaveCount(6);
  for (let i = 0; i < 6; i += 1) {
    const frame = gallery.nth(i);
    await expect(frame).toHaveAttribute('data-in-viewport', 'true');
    await expect(frame).toHaveAttribute('data-loaded', 'true');
    await expect(frame.locator('img[data-placeholder]')).toHaveCSS('visibility', 'hidden');
    const shown = frame.locator('img:not([data-placeholder])');
    await expect(shown).toHaveCSS('opacity', '1');
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const current = new URL(await shown.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.pathname).toBe(`/storage/v1/render/image/public/images/showcase/gallery-${i + 1}.png`);
    expect(allowedWidths.has(current.searchParams.get('width')!)).toBe(true);
    expect(current.searchParams.get('quality')).toBe('60');
    expect(current.searchParams.get('resize')).toBe('contain');
  }
  const later = requested
    .filter((u) => u.searchParams.get('width') !== String(IMAGE_PLACEHOLDER.width))
    .slice(firstCount)
    .map((u) => nameOf(u.href));
  expect(later).toEqual(
    expect.arrayContaining(['gallery-1', 'gallery-2', 'gallery-3', 'gallery-4', 'gallery-5', 'gallery-6']),
  );
});

test('the image viewer on a touch screen: swipe moves, double-tap zooms', async ({ browser }) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  try {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Open image viewer' }).tap();
    const viewer = page.getByRole('dialog', { name: 'Easter 2024' });
    const image = viewer.getByRole('img', { name: 'The choir on Easter Sunday' });
    await expect(image).toHaveAttribute('data-loaded', 'true');

    const cdp = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number, y = 400) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step += 1) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 60);
    await expect(viewer).toContainText('Image 2 of 3');
    await expect(viewer.getByRole('img', { name: 'The congregation in prayer' })).toBeVisible();
    await swipe(60, 320);
    await expect(viewer).toContainText('Image 1 of 3');

    await expect(image).toHaveAttribute('data-loaded', 'true');
    // The photo's zoom layer comes once the photo is on screen and the first screen has passed (ZoomLayer): a
    // person's double-tap cannot start sooner, a test's can, and taps before it are the browser's, not the viewer's.
    await expect(viewer.locator('.react-transform-wrapper').getByRole('img')).toBeVisible();
    const box = (await image.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.touchscreen.tap(centre.x, centre.y);
    await page.touchscreen.tap(centre.x, centre.y);
    await expect(viewer).not.toHaveAttribute('data-scale', '1.00');
    // Zoomed in, a swipe pans the picture instead of changing it.
    await swipe(300, 100);
    await expect(viewer).toContainText('Image 1 of 3');
  } finally {
    await context.close();
  }
});
