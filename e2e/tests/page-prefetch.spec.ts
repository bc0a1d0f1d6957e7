import { expect, test, type Page } from '@playwright/test';
import { SPLASH_DURATION_MS } from '../../shared-ui/src/constants';
import { PORTS } from '../fixtures/ports';
import { signInAsAdmin } from './admin-support';

/**
 * Each public route's loader starts the page's queries (public-site/src/page-queries.ts) while the page's
 * code downloads. These check that it does, and that the loader asks for what the page asks for: a key
 * that differed from the page's would read the same list twice.
 */

const isRestRead = (method: string, url: string) =>
  method === 'GET' && new URL(url).pathname.startsWith('/rest/v1/');

/** The REST reads a fresh visit to `path` makes before the splash lifts (later, the live client catches up). */
async function readsOnFirstLoad(page: Page, path: string): Promise<string[]> {
  const reads: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (isRestRead(request.method(), request.url())) reads.push({ url: request.url(), at: Date.now() });
  });
  const started = Date.now();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="public-layout"] [data-skeleton]') === null,
  );
  return reads.filter((read) => read.at - started < SPLASH_DURATION_MS).map((read) => read.url);
}

/** Holds back the app's script (served from `port`) that contains `text` until the returned function is called. */
async function holdScript(page: Page, port: number, text: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.port === String(port) && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(text)) await held;
      await route.fulfill({ response });
    },
  );
  return release;
}

for (const path of [
  '/',
  '/about',
  '/events',
  '/gallery',
  '/ministries',
  '/notices',
  '/sermons',
  '/sermons?page=2',
]) {
  test(`a first visit to ${path} reads each list once`, async ({ page }) => {
    const reads = await readsOnFirstLoad(page, path);
    expect(reads.length).toBeGreaterThan(0);
    expect(
      reads.filter((url, i) => reads.indexOf(url) !== i),
      'read twice',
    ).toEqual([]);
  });
}

// A read with no header of its own (the key in its query) is a simple cross-origin request: the browser sends
// it at once instead of asking a CORS preflight first. Only the counted lists (/sermons, /announcements) ask
// for their count in a `Prefer` header, and pay that round trip.
for (const path of ['/', '/about', '/events', '/gallery', '/ministries', '/notices']) {
  test(`a first visit to ${path} reads without CORS preflights`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const preflights: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.method === 'OPTIONS') preflights.push(request.url);
    });
    const reads = await readsOnFirstLoad(page, path);
    expect(reads.length).toBeGreaterThan(0);
    expect(preflights).toEqual([]);
  });
}

// What a phone shows first on `/` is the hero (the church's settings) and the welcome; the sections below read
// once that has been drawn (home-page.tsx), so that on a slow line the first screen's reads have it to themselves.
test('a first visit to / reads the sections below its first screen after the welcome has come', async ({
  page,
}) => {
  const table = (url: string) => new URL(url).pathname.replace('/rest/v1/', '');
  const log: string[] = [];
  page.on('request', (request) => {
    if (isRestRead(request.method(), request.url())) log.push(`asked ${table(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    if (isRestRead(request.method(), request.url())) log.push(`answered ${table(request.url())}`);
  });
  await readsOnFirstLoad(page, '/');
  await expect(page.locator('#home-ministries').getByRole('listitem').first()).toBeVisible();

  const welcomeIn = log.indexOf('answered welcome_section');
  expect(welcomeIn, log.join(', ')).toBeGreaterThan(-1);
  expect(
    log
      .slice(0, welcomeIn)
      .filter((entry) => entry.startsWith('asked '))
      .sort(),
  ).toEqual(['asked church_settings', 'asked welcome_section']);
  expect(log.slice(welcomeIn + 1)).toEqual(
    expect.arrayContaining(
      ['events', 'sermons', 'announcements', 'notices', 'ministries'].map((list) => `asked ${list}`),
    ),
  );
});

test('a page’s data is requested while its code is still downloading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('public-layout')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });

  // Hold the events page's code (the script with its heading's description) until its list has been asked for.
  const release = await holdScript(
    page,
    PORTS.publicSite,
    'prayer meetings, outreach and fellowship. Everyone is welcome',
  );
  // The events list (the home page's upcoming events are a different read, with a limit).
  const eventsRead = page.waitForRequest(
    (request) =>
      isRestRead(request.method(), request.url()) &&
      /\/events\?.*order=starts_at\.asc/.test(request.url()) &&
      !request.url().includes('limit='),
    { timeout: 5000 },
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).first().click();
  await eventsRead;
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

// The admin's managers do the same once the reader is confirmed an admin (admin-portal/src/page-queries.ts).
test('an admin manager’s list is read once, while its page’s code is still downloading', async ({ page }) => {
  await signInAsAdmin(page);
  // Hold the events manager's code (the script with its description) until its list has been asked for.
  const release = await holdScript(
    page,
    PORTS.adminPortal,
    'Services, programmes and gatherings on the events page.',
  );
  const isListRead = (method: string, url: string) =>
    isRestRead(method, url) && /\/events\?select=\*&order=starts_at\.desc$/.test(url);
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (isListRead(request.method(), request.url())) listReads.push(request.url());
  });
  const listRead = page.waitForRequest((request) => isListRead(request.method(), request.url()), {
    timeout: 5000,
  });
  // Not to the load event, which waits for the held script.
  await page.goto('/admin/events', { waitUntil: 'commit' });
  await listRead;
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  expect(listReads).toHaveLength(1);
});

// A list ordered by hand shows in tabs (the list, its order). Their code comes with the page's
// (admin-portal/src/layout/admin-pages.ts): the list, shown without the tabs while theirs came, then mounted again
// inside them, and its search box lost its focus and what was still being typed.
test('a manager’s search box, typed into as soon as it shows, keeps its focus and every key', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The order tabs' code (Radix's tab list), slow to come.
  const release = await holdScript(page, PORTS.adminPortal, 'TabsList');
  const releasing = setTimeout(release, 2000);
  try {
    await page.goto('/admin/milestones', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search milestones' });
    await expect(search).toBeEnabled();
    await search.focus();
    await page.keyboard.type('chu');
    await expect(page.getByRole('tab', { name: 'Order on the site' })).toBeVisible();
    await page.keyboard.type('rch');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('church');
    await expect(page.getByText(/ of \d+ shown/)).toBeVisible();
  } finally {
    clearTimeout(releasing);
    release();
  }
});
