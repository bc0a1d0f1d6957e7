import type { Page } from '@playwright/test';

/** A phone's viewport: what most visitors have (P4 measures images at this width). */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

export interface GalleryImages {
  imageBytes: number;
  originalBytes: number;
  /** imageBytes / originalBytes, in per cent. */
  percent: number;
  images: number;
}

const RENDER = '/storage/v1/render/image/public/';
const OBJECT = '/storage/v1/object/public/';

/** A stored variant's name is its original's with `.<width>w.webp` for the extension, which it does not keep. */
const VARIANT_SUFFIX = /\.\d+w\.webp$/;
const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'];

/** The bytes of the original of a stored object or variant URL. */
async function originalOf(page: Page, url: string): Promise<Buffer> {
  if (!VARIANT_SUFFIX.test(url)) return (await page.request.get(url)).body();
  for (const extension of ORIGINAL_EXTENSIONS) {
    const response = await page.request.get(url.replace(VARIANT_SUFFIX, extension));
    if (response.ok()) return response.body();
  }
  throw new Error(`No original beside ${url}`);
}

/**
 * P4 in a page with the phone viewport: the bytes of every image /gallery loads once scrolled to the end,
 * against the bytes of the stored originals those images were made from (fetched by the same browser).
 */
export async function measureGalleryImages(page: Page, baseUrl: string): Promise<GalleryImages> {
  const images = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    const url = response.url();
    pending.push(
      response
        .body()
        .then((body) => void images.set(url, body.length))
        .catch(() => undefined),
    );
  });
  await page.goto(baseUrl + '/gallery');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await loadEveryPicture(page);
  await Promise.all(pending);
  const originals = new Set<string>();
  for (const url of images.keys()) {
    const u = new URL(url);
    const path = u.pathname.startsWith(RENDER) ? OBJECT + u.pathname.slice(RENDER.length) : u.pathname;
    if (path.startsWith(OBJECT)) originals.add(u.origin + path);
  }
  let originalBytes = 0;
  for (const url of originals) originalBytes += (await originalOf(page, url)).length;
  const imageBytes = [...images.values()].reduce((a, b) => a + b, 0);
  return {
    imageBytes,
    originalBytes,
    percent: originalBytes ? (imageBytes / originalBytes) * 100 : 0,
    images: images.size,
  };
}

/**
 * Scrolls through the page a screen at a time, each time until every picture on screen has loaded or failed
 * (lazy pictures load only as they come into view; networkidle, once reached, waits for nothing more).
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  const viewport = page.viewportSize() ?? PHONE_VIEWPORT;
  for (
    let y = 0;
    y < (await page.evaluate(() => document.documentElement.scrollHeight));
    y += viewport.height
  ) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[data-in-viewport]')]
        .filter((frame) => {
          const rect = frame.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight;
        })
        .every((frame) => frame.dataset.loaded === 'true' || frame.dataset.state === 'error'),
    );
  }
}
