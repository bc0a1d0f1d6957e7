import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { PORTS, urlOf } from '../fixtures/ports';

/**
 * The visitor's journeys through the public site, checked against what the seeded local API holds:
 * expected rows are read with the service-role key, so the tests follow the seed instead of copying it.
 */

const apiUrl = () => process.env.E2E_API_URL ?? urlOf(PORTS.api);

async function rest<T = Record<string, string | number | boolean | null>[]>(query: string): Promise<T> {
  const response = await fetch(`${apiUrl()}/rest/v1/${query}`, {
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Row = Record<string, string | number | boolean | null> & { id: string };

/** Writes with the service-role key, for rows a test adds and removes itself. */
async function restWrite(method: 'POST' | 'DELETE', query: string, body?: unknown): Promise<Row[]> {
  const response = await fetch(`${apiUrl()}/rest/v1/${query}`, {
    method,
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}
const nowIso = () => new Date().toISOString();

/** Opens the site once (the splash lifts after 2.5 s), then moves like a visitor: within the app. */
async function openSite(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/');
  await expect(page.getByTestId('public-layout')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
  return page;
}

/** Client-side navigation, as a followed link does it, without a full reload. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every public route shows its seeded content', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openSite(browser);
  });
  test.afterAll(() => page.close());

  test('home: welcome, upcoming events, announcements, latest sermon, pinned notices, ministries', async () => {
    const [welcome] = await rest('welcome_section?select=title');
    const events = await rest(
      `events?published=eq.true&or=(ends_at.gte.${nowIso()},starts_at.gte.${nowIso()})&order=starts_at.asc&limit=3`,
    );
    const [announcement] = await rest('announcements?published=eq.true&order=publish_at.desc&limit=1');
    const [sermon] = await rest('sermons?published=eq.true&order=preached_on.desc&limit=1');
    const pinned = await rest(
      `notices?published=eq.true&pinned=eq.true&or=(expires_at.is.null,expires_at.gt.${nowIso()})`,
    );
    const [ministry] = await rest('ministries?published=eq.true&order=display_order.asc,name.asc&limit=1');

    await expect(h1(page)).toHaveText('PIWC Asokwa');
    await expect(page.getByRole('heading', { level: 2, name: String(welcome!.title) })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(events.map((e) => String(e.title)));
    await expect(page.getByRole('region', { name: 'Latest announcements' })).toContainText(
      String(announcement!.title),
    );
    await expect(page.getByRole('region', { name: 'Latest sermon' })).toContainText(String(sermon!.title));
    expect(pinned.length).toBeGreaterThan(0);
    for (const n of pinned)
      await expect(page.getByRole('region', { name: 'Pinned notices' })).toContainText(String(n.title));
    await expect(page.getByRole('region', { name: 'Find your place' })).toContainText(String(ministry!.name));
    await expect(page).toHaveTitle('PIWC Asokwa');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /PIWC Asokwa/);
  });

  test('about: the story, every published leader and milestone, and no drafts', async () => {
    const leaders = await rest('leaders?published=eq.true&order=display_order.asc,name.asc');
    const milestones = await rest('milestones?published=eq.true&order=year.asc,display_order.asc');
    const hidden = await rest('leaders?published=eq.false');
    await visit(page, '/about');
    await expect(h1(page)).toHaveText('About us');
    const leaderRegion = page.getByRole('region', { name: 'Our leaders' });
    await expect(leaderRegion.getByRole('heading', { level: 3 })).toHaveText(
      leaders.map((l) => String(l.name)),
    );
    const timeline = page.getByRole('region', { name: 'Milestones' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(
      milestones.map((m) => String(m.title)),
    );
    for (const l of hidden) await expect(page.getByText(String(l.name))).toHaveCount(0);
    await expect(page).toHaveTitle('About us · PIWC Asokwa');
  });

  test('ministries: each with its leader, schedule and age group', async () => {
    const ministries = await rest('ministries?published=eq.true&order=display_order.asc,name.asc');
    await visit(page, '/ministries');
    await expect(h1(page)).toHaveText('Ministries');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      ministries.map((m) => String(m.name)),
    );
    const first = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: String(ministries[0]!.name) }) });
    for (const field of ['leader_name', 'schedule', 'age_group'] as const) {
      await expect(first).toContainText(String(ministries[0]![field]));
    }
  });

  test('notices: pinned first, expired and unpublished hidden', async () => {
    const visible = await rest(
      `notices?published=eq.true&or=(expires_at.is.null,expires_at.gt.${nowIso()})&order=pinned.desc,publish_at.desc`,
    );
    const hidden = await rest(`notices?or=(published.eq.false,expires_at.lte.${nowIso()})`);
    expect(hidden.length).toBeGreaterThan(0);
    await visit(page, '/notices');
    await expect(h1(page)).toHaveText('Notices');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      visible.map((n) => String(n.title)),
    );
    await expect(main(page).getByRole('listitem').first()).toContainText('Pinned');
    for (const n of hidden) await expect(page.getByText(String(n.title))).toHaveCount(0);
  });

  test('sermons: every published sermon, newest first', async () => {
    const sermons = await rest('sermons?published=eq.true&order=preached_on.desc');
    await visit(page, '/sermons');
    await expect(h1(page)).toHaveText('Sermons');
    await expect(page.getByTestId('sermon-list').getByRole('heading', { level: 2 })).toHaveText(
      sermons.map((s) => String(s.title)),
    );
  });

  test('gallery: albums with their photos; a photo opens the shareable viewer within its album', async () => {
    const albums = await rest<(Row & { gallery_photos: Row[] })[]>(
      'gallery_albums?published=eq.true&select=*,gallery_photos(*)&order=album_date.desc.nullslast,created_at.desc&gallery_photos.order=display_order.asc',
    );
    await visit(page, '/gallery');
    await expect(h1(page)).toHaveText('Gallery');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      albums.map((a) => String(a.title)),
    );
    const album = albums[0]!;
    const region = page.getByRole('region', { name: String(album.title) });
    await expect(region.getByRole('img')).toHaveCount(album.gallery_photos.length);

    const [first, second] = album.gallery_photos;
    await region.getByRole('link').first().click();
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${first!.id}`);
    const viewer = page.getByRole('dialog', { name: String(album.title) });
    await expect(viewer.getByRole('img', { name: String(first!.caption) })).toBeVisible();
    await expect(page.getByTestId('public-layout')).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${second!.id}`);
    await page.reload();
    await expect(viewer.getByRole('img', { name: String(second!.caption) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${first!.id}`);
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery#album-${album.id}$`));
  });
});

test.describe('detail pages', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openSite(browser);
  });
  test.afterAll(() => page.close());

  const DETAILS = [
    { path: 'events', table: 'events', title: 'title' },
    { path: 'notices', table: 'notices', title: 'title' },
    { path: 'announcements', table: 'announcements', title: 'title' },
    { path: 'leader', table: 'leaders', title: 'name' },
    { path: 'milestone', table: 'milestones', title: 'title' },
    { path: 'sermons', table: 'sermons', title: 'title' },
  ] as const;

  for (const { path, table, title } of DETAILS) {
    test(`/${path}/:id loads its own row and survives a reload`, async () => {
      const [row] = await rest(`${table}?published=eq.true&order=created_at.desc&limit=1`);
      const url = `/${path}/${row!.id}`;
      await visit(page, url);
      await expect(h1(page)).toHaveText(String(row![title]));
      await page.reload();
      await expect(h1(page)).toHaveText(String(row![title]));
      await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(String(row![title]))} · PIWC Asokwa$`));
      await expect(page.getByTestId('public-layout')).toBeVisible();
    });
  }

  test('an unpublished row, an expired notice, an unknown and a malformed id show "Page not found"', async () => {
    const urls: string[] = [];
    for (const { path, table } of DETAILS) {
      const [hidden] = await rest(`${table}?published=eq.false&limit=1`);
      expect(hidden, `the seed has an unpublished ${table} row`).toBeDefined();
      urls.push(`/${path}/${hidden!.id}`);
    }
    const [expired] = await rest(`notices?published=eq.true&expires_at=lte.${nowIso()}&limit=1`);
    urls.push(
      `/notices/${expired!.id}`,
      '/events/00000000-0000-4000-8000-000000000000',
      '/sermons/not-a-uuid',
    );
    for (const url of urls) {
      await visit(page, url);
      await expect(h1(page), url).toHaveText('Page not found');
      await expect(page.getByTestId('public-layout')).toBeVisible();
    }
  });

  test('a sermon offers its presentation files from the sermon-presentations bucket', async () => {
    const [sermon] = await rest<(Row & { sermon_presentations: Row[] })[]>(
      'sermons?published=eq.true&select=*,sermon_presentations!inner(*)&limit=1',
    );
    await visit(page, `/sermons/${sermon!.id}`);
    for (const file of sermon!.sermon_presentations) {
      const link = page.getByRole('link', { name: `Download ${String(file.title)}` });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`/storage/v1/object/public/sermon-presentations/`),
      );
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(String(file.mime_type));
    }
  });
});

test.describe('contact form', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openSite(browser);
    await visit(page, '/contact');
  });
  test.afterAll(() => page.close());

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });

  test('shows the church details the office keeps (the settings row)', async () => {
    await expect(h1(page)).toHaveText('Contact us');
    const details = page.getByRole('region', { name: 'Find us' });
    await expect(details).toContainText('Asokwa, Kumasi');
    await expect(details.getByRole('link', { name: /^\+233/ })).toHaveAttribute('href', /^tel:\+233/);
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(details.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:/);
    await expect(details).toContainText('First Service Sundays, 8:00 am');
    await expect(details).toContainText('GhanaPost GPS');
  });

  test('rejects an empty message with a message beside each required field', async () => {
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please tell us your name.')).toBeVisible();
    await expect(page.getByText('Please give an email address so we can reply.')).toBeVisible();
    await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
    await expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Your name')).toBeFocused();
  });

  test('rejects a malformed message and keeps what was typed', async () => {
    await field('Your name').fill('Ama Test');
    await field('Email').fill('ama@');
    await field('Phone').fill('call me');
    await field('Message').fill('hi');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number, or leave it empty.')).toBeVisible();
    await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
    await expect(page.getByText('Please tell us your name.')).toHaveCount(0);
    // Each message is tied to its field, so a screen reader reads it with the field.
    await expect(field('Email')).toHaveAccessibleDescription(/valid email address/);
    await expect(field('Message')).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(field('Your name')).toHaveValue('Ama Test');
    await expect(field('Email')).toHaveValue('ama@');
    await expect(field('Message')).toHaveValue('hi');
  });

  test('stores a valid message in contact_messages and says so', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    await field('Email').fill(email);
    await field('Phone').fill('+233 20 123 4567');
    await field('Subject').fill('Visiting on Sunday');
    await field('Message').fill('Hello! Is there parking near the church on Sunday mornings?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, your message has been sent');
    const stored = await rest(`contact_messages?email=eq.${encodeURIComponent(email)}`);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Ama Test',
        email,
        phone: '+233 20 123 4567',
        subject: 'Visiting on Sunday',
        message: 'Hello! Is there parking near the church on Sunday mornings?',
        handled: false,
      }),
    ]);
  });

  test('a filled honeypot looks sent to the bot but stores nothing', async () => {
    await page.getByRole('button', { name: 'Send another message' }).click();
    const email = `bot-${Date.now()}@example.com`;
    await field('Your name').fill('Spam Bot');
    await field('Email').fill(email);
    await field('Message').fill('Buy cheap things at our wonderful shop today.');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');
    expect(await rest(`contact_messages?email=eq.${encodeURIComponent(email)}`)).toEqual([]);
  });
});

test.describe('sermon search and filters', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let all: Row[];
  test.beforeAll(async ({ browser }) => {
    all = await rest('sermons?published=eq.true&order=preached_on.desc');
    page = await openSite(browser);
    await visit(page, '/sermons');
  });
  test.afterAll(() => page.close());

  const titles = () => page.getByTestId('sermon-list').getByRole('heading', { level: 2 });
  const choose = async (filter: string, option: string) => {
    await page.getByRole('combobox', { name: filter }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  test('a preacher, then a series, narrow the list; the URL keeps them across a reload', async () => {
    await expect(titles()).toHaveCount(all.length);
    const preacher = String(all[0]!.preacher);
    await choose('Preacher', preacher);
    const byPreacher = all.filter((s) => s.preacher === preacher);
    expect(byPreacher.length).toBeLessThan(all.length);
    await expect(titles()).toHaveText(byPreacher.map((s) => String(s.title)));

    const series = String(byPreacher.find((s) => s.series)!.series);
    await choose('Series', series);
    // A series is listed in the order it was preached (its page reads from the first sermon).
    const both = byPreacher.filter((s) => s.series === series).reverse();
    await expect(titles()).toHaveText(both.map((s) => String(s.title)));
    await expect(page).toHaveURL(/preacher=.*series=/);

    await page.reload();
    await expect(titles()).toHaveText(both.map((s) => String(s.title)));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(titles()).toHaveCount(all.length);
  });

  test('search matches titles and scripture; a year filters by date', async () => {
    const target = all.find((s) => s.series)!;
    const word = String(target.title)
      .split(' ')
      .sort((a, b) => b.length - a.length)[0]!;
    const matching = all.filter((s) =>
      ['title', 'scripture', 'summary', 'preacher', 'series'].some((c) =>
        String(s[c] ?? '')
          .toLowerCase()
          .includes(word.toLowerCase()),
      ),
    );
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(titles()).toHaveText(matching.map((s) => String(s.title)));
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('no sermon is called this');
    await expect(page.getByText('No sermon matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    const year = String(all.at(-1)!.preached_on).slice(0, 4);
    await choose('Year', year);
    await expect(titles()).toHaveText(
      all.filter((s) => String(s.preached_on).startsWith(year)).map((s) => String(s.title)),
    );
  });
});

test.describe('a long sermon archive', () => {
  let added: Row[] = [];
  test.beforeAll(async () => {
    // Thirteen older sermons make the archive longer than one page of twelve.
    added = await restWrite(
      'POST',
      'sermons',
      Array.from({ length: 13 }, (_, i) => ({
        title: `Archive sermon ${String(i + 1).padStart(2, '0')}`,
        preacher: 'Archive Preacher',
        preached_on: `2019-${String((i % 12) + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
      })),
    );
  });
  test.afterAll(async () => {
    await restWrite('DELETE', `sermons?id=in.(${added.map((r) => r.id).join(',')})`);
  });

  test('is split into pages of twelve that can be shared by URL', async ({ page }) => {
    const total = (await rest('sermons?published=eq.true&select=id')).length;
    await page.goto('/sermons');
    const titles = page.getByTestId('sermon-list').getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(12);
    await expect(page.getByText(`${total} sermons · page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Sermon pages' });
    await pages.getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(titles).toHaveCount(Math.min(total - 12, 12));
    await page.reload();
    await expect(titles).toHaveCount(Math.min(total - 12, 12));
    // Filtering starts again at page 1.
    await page.getByRole('combobox', { name: 'Preacher' }).click();
    await page.getByRole('option', { name: 'Archive Preacher', exact: true }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(titles).toHaveCount(12);
    await expect(page.getByText('13 sermons · page 1 of 2')).toBeVisible();
  });
});

test('a failed read explains itself and "Try again" recovers it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
  const eventsRead = (url: URL) => url.pathname === '/rest/v1/events';
  await page.route(eventsRead, (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  // react-query retries three times (1 s, 2 s, 4 s) before it gives up.
  const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load the events.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.unroute(eventsRead);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('group', { name: 'Show events as' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a keyboard user can skip to the content and reach every main link', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
  await expect(h1(page)).toHaveText('About us');
  // Start from the top of the document, as a freshly loaded page does.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Sermons' }).focus();
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText('Sermons');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the menu opens, takes the visitor to a page, closes, and Escape closes it too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true, includeHidden: true });
    // While the sheet is open the page behind it is hidden from assistive technology, the button too.
    const menu = nav.getByRole('button', { name: 'Menu', includeHidden: true });
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = sheet.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'About',
      'Events',
      'Sermons',
      'Ministries',
      'Gallery',
      'Notices',
      'Contact',
    ]);
    await links.filter({ hasText: 'Gallery' }).click();
    await expect(h1(page)).toHaveText('Gallery');
    await expect(sheet).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('nothing is wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden({ timeout: 5000 });
    for (const path of [
      '/',
      '/about',
      '/events',
      '/sermons',
      '/gallery',
      '/contact',
      '/notices',
      '/ministries',
    ]) {
      await visit(page, path);
      await expect(h1(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
