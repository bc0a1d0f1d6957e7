import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { openInApp } from '../fixtures/in-app';
import { apiUrl, openPage, serviceRest } from '../fixtures/public-site';
import { readPreview } from '../../supabase/tests/functions/crawler.ts';

/**
 * What a first-time visitor uses to find things: the header's search and its results page, and the list of every
 * announcement. Expected rows are read with the service-role key, so the test follows the seed.
 */

type Row = { id: string; title: string; preacher?: string; location?: string; published: boolean };

const rows = (query: string) => serviceRest<Row[]>(query);

const searchResults = (page: Page, group: string) =>
  page.getByRole('region', { name: new RegExp(`^${group}`) }).getByRole('link');

test('search finds a sermon by its preacher and an event by its place, never a draft; the keyboard moves through', async ({
  page,
}) => {
  const [sermon] = await rows('sermons?published=eq.true&preacher=not.is.null&select=*&limit=1');
  const [event] = await rows('events?published=eq.true&location=not.is.null&select=*&limit=1');
  const [draft] = await rows('events?published=eq.false&select=*&limit=1');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/');

  // From the header's box on any page; then the results page's own box.
  const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  await header.fill(sermon!.preacher!);
  await header.press('Enter');
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: sermon!.preacher! })}`);
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toHaveValue(sermon!.preacher!);
  await expect(searchResults(page, 'Sermons').filter({ hasText: sermon!.title })).toHaveCount(1);
  // Only the sermon's own words are marked.
  await expect(page.locator('mark').first()).toBeVisible();

  await box.fill(event!.location!);
  await box.press('Enter');
  await expect(searchResults(page, 'Events').filter({ hasText: event!.title })).toHaveCount(1);
  await expect(page.getByText('Use ↑ and ↓ to move between them.')).toBeVisible();
  await box.press('ArrowDown');
  await expect(page.locator('a[data-search-result]').first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await box.fill(`"${draft!.title}"`);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /Nothing on the site matches/ })).toBeVisible();
  await expect(page.getByRole('link', { name: draft!.title })).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('no help with keys a phone does not have: the search results and the month', async ({ page }) => {
    // In the page, and not shown (toBeHidden alone would pass on a sentence that is not there at all).
    const inPageButHidden = async (text: string | RegExp) => {
      await expect(page.getByText(text)).toHaveCount(1);
      await expect(page.getByText(text)).toBeHidden();
    };
    await openPage(page, '/search?q=faith');
    await expect(page.getByText(/^\d+ results for “faith”\./)).toBeVisible();
    await inPageButHidden('Use ↑ and ↓ to move between them.');
    await openInApp(page, '/events?view=month');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await inPageButHidden(/^Use the arrow keys to move between days/);
  });
});

test('Share on an event’s page copies its share link, which previews the event for WhatsApp and sends people to the page', async ({
  page,
  context,
}) => {
  const [event] = await rows('events?published=eq.true&rrule=is.null&select=*&limit=1');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, `/events/${event!.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied: paste it into WhatsApp')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${apiUrl()}/functions/v1/share/events/${event!.id}`);

  const preview = await fetch(link, { headers: { 'User-Agent': 'WhatsApp/2.23.20.0' }, redirect: 'manual' });
  expect(preview.status).toBe(200);
  expect(readPreview(await preview.text()).tag('og:title')).toContain(event!.title);
  const person = await fetch(link, { redirect: 'manual' });
  expect(person.status).toBe(302);
  expect(new URL(person.headers.get('location')!).pathname).toBe(`/events/${event!.id}`);
});

test('every published announcement is reachable from the home page, newest first and paged', async ({
  page,
}) => {
  const published = await rows(
    'announcements?published=eq.true&select=id,title&order=publish_at.desc,id.asc',
  );
  await openPage(page);
  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(page).toHaveURL('/announcements');
  const titles = page.getByTestId('announcement-list').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(published.slice(0, 9).map((a) => a.title));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a first-time visitor plans a visit from the home page: the office’s words, the service times and how to find us', async ({
  page,
}) => {
  const [visit] = await rows('visit_page?select=*');
  const [church] = await rows('church_settings?select=*');
  const texts = visit as unknown as Record<string, string>;
  const details = church as unknown as { map_url: string; ghanapost_gps: string; landmark: string };
  await openPage(page);
  await page.getByRole('link', { name: 'Plan a visit' }).click();
  await expect(page).toHaveURL('/visit');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your visit' })).toBeVisible();
  await expect(page.getByText(texts.intro!)).toBeVisible();
  const section = (name: string) => page.getByRole('main').getByRole('region', { name });
  await expect(section('What to expect on a Sunday')).toContainText(texts.what_to_expect!);
  await expect(section('Children’s church')).toContainText(texts.childrens_church!);
  await expect(section('Parking')).toContainText(texts.parking!);
  // The times and the address are the church's details the office keeps in one place, not the page's words.
  await expect(section('Service times')).toContainText('First Service');
  await expect(section('Service times')).toContainText('Sundays, 8:00 am');
  const findUs = section('How to find us');
  await expect(findUs).toContainText(details.ghanapost_gps);
  await expect(findUs).toContainText(details.landmark);
  await expect(findUs.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', details.map_url);
  await findUs.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL('/contact');
});

test('a sermon’s series opens as a page of its own, the sermons in the order they were preached', async ({
  page,
}) => {
  const series = 'Faith that Works';
  const inOrder = await rows(
    `sermons?published=eq.true&series=eq.${encodeURIComponent(series)}&select=id,title&order=preached_on.asc,created_at.asc`,
  );
  expect(inOrder.length).toBeGreaterThan(1);
  await openPage(page, `/sermons/${inOrder.at(-1)!.id}`);
  await page.getByRole('link', { name: `Series: ${series}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: series })).toBeVisible();
  await expect(page.getByTestId('sermon-list').getByRole('heading', { level: 2 })).toHaveText(
    inOrder.map((s) => s.title),
  );
  await expect(page.getByText(`${inOrder.length} sermons, first preached first`)).toBeVisible();
});

test('a member finds how to give from the footer: each mobile-money number and bank account the office keeps, each number to copy', async ({
  page,
  context,
}) => {
  type Giving = {
    mobile_money: { network: string; number: string; account_name: string }[];
    bank_accounts: { bank: string; account_number: string }[];
    giving_note: string;
  };
  const [church] = (await rows(
    'church_settings?select=mobile_money,bank_accounts,giving_note',
  )) as unknown as Giving[];
  await openPage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Give', exact: true }).click();
  await expect(page).toHaveURL('/give');
  await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(church!.giving_note);
  const momo = page.getByRole('main').getByRole('region', { name: 'Mobile money' });
  await expect(momo.getByRole('heading', { level: 3 })).toHaveText(['MTN MoMo', 'Telecel Cash']);
  for (const account of church!.mobile_money) await expect(momo).toContainText(account.number);
  const bank = page.getByRole('main').getByRole('region', { name: 'Bank transfer' });
  for (const account of church!.bank_accounts) {
    await expect(bank).toContainText(account.bank);
    await expect(bank).toContainText(account.account_number);
  }

  // A number is copied without its spaces, to paste into the giver's mobile-money menu or banking app.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copied = () => page.evaluate(() => navigator.clipboard.readText());
  const [mtn] = church!.mobile_money.filter((account) => account.network === 'mtn');
  await momo.getByRole('button', { name: 'Copy the MTN MoMo number' }).click();
  await expect(momo.getByRole('status').filter({ hasText: /./ })).toHaveText(
    'Copied: paste it in your payment app.',
  );
  expect(await copied()).toBe(mtn!.number.replaceAll(' ', ''));
  const [account] = church!.bank_accounts;
  await bank.getByRole('button', { name: `Copy the ${account!.bank} account number` }).click();
  await expect.poll(copied).toBe(account!.account_number.replaceAll(' ', ''));
});

for (const width of [375, 1280]) {
  test(`the new pages at ${width} px: no serious or critical axe issue`, async ({ page }) => {
    // Several pages, each analysed by axe: 34 s of the default minute in a CI run on a slower machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const paths = [
      '/announcements',
      '/search',
      '/search?q=prayer',
      '/visit',
      '/give',
      '/sermons?series=I%20Am',
    ];
    // One full load, then within the site as a visitor moves (each full load waited out the splash).
    await openPage(page, paths[0]);
    for (const path of paths) {
      await openInApp(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
