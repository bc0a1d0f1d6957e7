import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { hasLocalApi, startLocalApi } from '../e2e/fixtures/api';
import { startSite } from '../e2e/fixtures/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { SPLASH_DURATION_MS } from '../shared-ui/src/constants';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4300);
const PUBLIC_TOUR = ['/events', '/sermons', '/ministries', '/gallery', '/contact'];
/** A phone's viewport: what most visitors have (P4 measures images at this width). */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

export interface VisitorLoad {
  jsRawBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
  /** Every JS file of the first load, including what loads after the content shows and the splash lifts (reported, not budgeted). */
  jsGzipBytesWholeVisit: number;
  adminBytes: number;
  adminRequests: number;
}

export interface GalleryImages {
  imageBytes: number;
  originalBytes: number;
  /** imageBytes / originalBytes, in per cent. */
  percent: number;
  images: number;
}

interface JsFile {
  gzipBytes: number;
  rawBytes: number;
  beforeContent: boolean;
}

/** Home content shows: the heading is there and no section is still a skeleton (its data has arrived). */
async function homeContentShows(page: Page): Promise<void> {
  const layout = page.getByTestId('public-layout');
  await layout.getByRole('heading', { level: 1 }).first().waitFor();
  await layout.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="public-layout"] [data-skeleton]') === null,
  );
}

/**
 * P1 and P2 in a fresh page. P1 is every JS file requested before the home page's content shows (gzip size
 * computed at level 9, as a static host would serve it); what the page fetches later, once the splash has
 * lifted, is reported as P1i. Then a tour of five public routes counts anything fetched from the admin remote.
 * The bench and the e2e budget spec both call this, so they measure alike.
 */
export async function measureVisitor(page: Page, baseUrl: string, adminPort: number): Promise<VisitorLoad> {
  const js: Promise<JsFile>[] = [];
  let firstLoad = true;
  // Infinity until home content shows, so every request before then counts.
  let contentShownAt = Infinity;
  let adminBytes = 0;
  let adminRequests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isAdmin = url.port === String(adminPort);
    const isJs = firstLoad && url.pathname.endsWith('.js');
    if (!isAdmin && !isJs) return;
    const beforeContent = response.request().timing().startTime < contentShownAt;
    const body = response.body().catch(() => Buffer.alloc(0));
    if (isJs)
      js.push(
        body.then((b) => ({
          rawBytes: b.length,
          gzipBytes: gzipSync(b, { level: 9 }).length,
          beforeContent,
        })),
      );
    if (isAdmin)
      pending.push(
        body.then((b) => {
          adminRequests++;
          adminBytes += b.length;
        }),
      );
  });
  await page.goto(baseUrl + '/');
  await homeContentShows(page);
  contentShownAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  // What loads once the splash has lifted (the Supabase client, notifications, smooth scrolling) is P1i.
  await page.waitForFunction((splashMs) => performance.now() > splashMs + 1000, SPLASH_DURATION_MS);
  await page.waitForLoadState('networkidle');
  firstLoad = false;
  for (const route of PUBLIC_TOUR) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .and(page.locator(`[href="${route}"]`))
      .first()
      .click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const files = await Promise.all(js);
  const counted = files.filter((f) => f.beforeContent);
  return {
    jsRawBytes: counted.reduce((sum, f) => sum + f.rawBytes, 0),
    jsGzipBytes: counted.reduce((sum, f) => sum + f.gzipBytes, 0),
    jsFiles: counted.length,
    jsGzipBytesWholeVisit: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    adminBytes,
    adminRequests,
  };
}

export interface RepeatVisit {
  /** Request and response bytes (headers and encoded bodies) that crossed the network. */
  networkBytes: number;
  /** Of which response bytes (what the phone downloads). */
  downloadedBytes: number;
  networkRequests: number;
  /** The page's requests the service worker answered. */
  fromWorker: number;
  /** Per request that crossed the network: `bytes method url`, largest first. */
  network: string[];
}

/** Resolves once no request of `context` (its pages' and its service worker's) has been in flight for `quietMs`. */
async function networkQuiet(context: BrowserContext, quietMs = 1000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => void (inFlight++, (lastChange = Date.now()));
  const down = () => void (inFlight--, (lastChange = Date.now()));
  context.on('request', up);
  context.on('requestfinished', down);
  context.on('requestfailed', down);
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((r) => setTimeout(r, 100));
  } finally {
    context.off('request', up);
    context.off('requestfinished', down);
    context.off('requestfailed', down);
  }
}

const within = <T>(promise: Promise<T>, ms = 2000) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

/** What `request` moved over the network; a negative body size is Chromium's for an answer from its HTTP cache. */
async function bytesOf(request: Request): Promise<{ sent: number; received: number }> {
  const sizes = await within(request.sizes());
  if (sizes)
    return {
      sent: sizes.requestHeadersSize + sizes.requestBodySize,
      received: sizes.responseHeadersSize + Math.max(0, sizes.responseBodySize),
    };
  // A navigation answered through the worker's navigation preload reports no sizes (nor raw headers): count
  // its headers as the page saw them and its body decoded (more than crossed the network, never less).
  const response = await request.response();
  const body = response && (await within(response.body()).catch(() => null));
  return {
    sent: headerBytes(request.headers()),
    received: response ? headerBytes(response.headers()) + (body?.length ?? 0) : 0,
  };
}

/**
 * P10: a returning visitor's load of `/` in `context`: a first visit installs the service worker, a second is
 * answered by it from the start (so each file and read is kept by its rule), and once the network has been quiet
 * the third is measured: what crossed the network (the worker's own fetches included) until home content shows
 * and the network is quiet again.
 */
export async function measureRepeatVisit(context: BrowserContext, baseUrl: string): Promise<RepeatVisit> {
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await homeContentShows(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.reload();
  await homeContentShows(page);
  await networkQuiet(context);

  const finished: Request[] = [];
  const record = (request: Request) => void finished.push(request);
  context.on('requestfinished', record);
  await page.reload();
  await homeContentShows(page);
  await networkQuiet(context);
  context.off('requestfinished', record);

  const result: RepeatVisit = {
    networkBytes: 0,
    downloadedBytes: 0,
    networkRequests: 0,
    fromWorker: 0,
    network: [],
  };
  const lines: [number, string][] = [];
  for (const request of finished) {
    if ((await request.response())?.fromServiceWorker()) {
      result.fromWorker++;
      continue;
    }
    const { sent, received } = await bytesOf(request);
    if (sent + received === 0) continue;
    result.networkRequests++;
    result.networkBytes += sent + received;
    result.downloadedBytes += received;
    lines.push([sent + received, `${sent + received} ${request.method()} ${request.url()}`]);
  }
  result.network = lines.sort((a, b) => b[0] - a[0]).map(([, line]) => line);
  await page.close();
  return result;
}

const RENDER = '/storage/v1/render/image/public/';
const OBJECT = '/storage/v1/object/public/';

/**
 * P4 in a page with the phone viewport: the bytes of every image /gallery loads once scrolled to the end,
 * against the bytes of the stored originals those images were made from (fetched by the same browser).
 */
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

/** Starts the API and the production builds on the bench's ports for `fn`, then stops them. */
export async function withSite<T>(
  fn: (site: { baseUrl: string; adminPort: number; browser: Browser }) => Promise<T>,
  apiEnv: Record<string, string> = {},
): Promise<T> {
  const api = hasLocalApi() ? await startLocalApi(BASE + 3, apiEnv) : null;
  const site = await startSite(
    { shell: BASE, publicSite: BASE + 1, adminPortal: BASE + 2 },
    api?.url ?? `http://127.0.0.1:${BASE + 3}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await fn({ baseUrl: site.baseUrl, adminPort: BASE + 2, browser });
  } finally {
    await browser.close();
    await site.stopAll();
    await api?.dispose();
  }
}

/** P1, P2 and P4 against the production builds. */
export async function measureVisitorLoad(): Promise<VisitorLoad & { gallery: GalleryImages }> {
  return withSite(async ({ baseUrl, adminPort, browser }) => {
    const visitor = await measureVisitor(await browser.newPage(), baseUrl, adminPort);
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
    try {
      return { ...visitor, gallery: await measureGalleryImages(await phone.newPage(), baseUrl) };
    } finally {
      await phone.close();
    }
  });
}
