import type { BrowserContext, Page, Request } from '@playwright/test';
import { SCHEDULED_CHANGES_VIEW } from '../public-site/src/lib/live/scheduled-changes';
import { homeContentShows } from './visitor-load';

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

const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * Reloads `page` and resolves once its visit is over: home content shown, the read it makes once the first screen
 * has passed (the schedule watch) answered, and the network quiet. Quiet alone was not enough: between the content
 * and that read (after the splash, when the browser is idle) a loaded machine can be quiet for a second, and a
 * saving visit that stopped there left the read unsaved for the measured one to fetch (CI, 2026-12-02).
 */
async function reloadUntilSettled(page: Page, context: BrowserContext): Promise<void> {
  const scheduleRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith(`/rest/v1/${SCHEDULED_CHANGES_VIEW}`),
    { timeout: 30_000 },
  );
  await page.reload();
  await homeContentShows(page);
  await scheduleRead;
  await networkQuiet(context);
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
 * P10: a returning visitor's load of `/` in `context`: a first visit installs the service worker, two more are
 * answered by it from the start (so each file and read is kept, and marked, by its rule), and the fourth is
 * measured: what crossed the network (the worker's own fetches included) until home content shows,
 * the schedule watch has read, and the network is quiet again.
 */
export async function measureRepeatVisit(context: BrowserContext, baseUrl: string): Promise<RepeatVisit> {
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await homeContentShows(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  let finished: Request[] = [];
  // The pages' reads are keyed by the minute (what is shown changes on a scheduled minute), so a visit in the next
  // minute asks for reads no earlier visit saved, by design: the saving visit and the measured one are made again
  // when a minute turned between them.
  for (let attempt = 0; attempt < 3; attempt++) {
    const minute = currentMinute();
    // Two visits before the measured one: the worker saves a read it never had unmarked and marks it with the
    // content version the next time (see CheckedStaleWhileRevalidate), and the schedule watch's read comes only
    // after the first screen, so it is saved by the first of these and marked by the second, as a returning
    // visitor's phone has it.
    await reloadUntilSettled(page, context);
    await reloadUntilSettled(page, context);

    finished = [];
    const record = (request: Request) => void finished.push(request);
    context.on('requestfinished', record);
    await reloadUntilSettled(page, context);
    context.off('requestfinished', record);
    if (currentMinute() === minute) break;
  }

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
