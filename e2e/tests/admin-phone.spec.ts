import { expect, test, type Locator } from '@playwright/test';
import {
  ADMIN_ROUTES,
  adminRequest,
  adminRows,
  deleteForGood,
  labelled,
  png,
  signInAsAdmin,
  unique,
  escapeRegExp,
  expectNoSidewaysScroll,
  PHONE,
} from './admin-support';
import { openInApp } from '../fixtures/in-app';

/**
 * Issue #26, the admin on a phone: at 375 px every page fits the screen (nothing scrolls sideways, neither the page
 * nor its lists), lists are cards whose actions are in reach, the form fills the screen, a chosen picture shows at
 * once, and the order is changed with Move up / Move down.
 */

test.use({ viewport: PHONE });

/** The control is on the screen, from its left edge to its right one. */
async function expectInReach(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, 'the control is laid out').toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test('every admin page fits a phone: no sideways scrolling, the whole name in the header, the menu in reach', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  for (const route of ADMIN_ROUTES) {
    // Within the app, as a volunteer moves: a full load of each page waited out the splash.
    await openInApp(page, route);
    await expectNoSidewaysScroll(page, route);
  }

  // The church's name whole (never "PIWC Aso…"), and the menu reaches every page.
  const brand = page.getByRole('link', { name: /PIWC Asokwa/ });
  await expect(brand).toHaveText(/PIWC Asokwa/);
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'View site' })).toBeVisible();
  await menu.getByRole('link', { name: 'Ministries' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Ministries' })).toBeVisible();
  // The sheet is a phone's menu: the computer's sidebar is not drawn at all (hidden, it was 17 links and icons more
  // in the commit that shows each page), and it comes when the window grows to a computer's width.
  const sidebar = page.locator('nav[aria-label="Admin"]');
  await expect(sidebar).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar.getByRole('link', { name: 'Ministries' })).toBeVisible();
});

test('an event with a picture is created, edited and deleted on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique('Phone Prayer Walk');
  const edited = `${title} (edited)`;
  await signInAsAdmin(page, '', { at: '/admin/events' });
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  await page.getByRole('button', { name: 'New event' }).click();
  let form = page.getByRole('dialog', { name: 'New event' });
  await expect(form).toBeVisible();
  // The form fills the screen: no strip of the page beside it.
  await expect
    .poll(async () => {
      const box = await form.boundingBox();
      return box && [Math.round(box.x), Math.round(box.width)];
    })
    .toEqual([0, PHONE.width]);
  await form.getByLabel(labelled('Title')).fill(title);
  await form.getByLabel('Starts').fill('2031-06-01T07:00');
  await form.getByTestId('file-drop-input').first().setInputFiles(png('walk.png'));
  // The picture shows at once, from the file in the browser, before anything is uploaded.
  const preview = form.getByRole('img', { name: 'New image: walk.png' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page, 'the new event form');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });

  // The list is cards: the new one with its date, status and thumbnail, its actions on the screen.
  const card = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(card).toContainText('1 Jun 2031');
  await expect(card).toContainText('Live');
  await expect
    .poll(() =>
      card.locator('img:not([data-placeholder])').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectInReach(card.getByRole('button', { name: `Edit ${title}` }));
  await expectInReach(
    card.getByRole('link', { name: new RegExp(`^View ${escapeRegExp(title)} on the site`) }),
  );
  await expectInReach(card.getByRole('button', { name: `Delete ${title}` }));
  await expectNoSidewaysScroll(page, 'the events list');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  form = page.getByRole('dialog', { name: 'Edit event' });
  await form.getByLabel(labelled('Title')).fill(edited);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  const [row] = await adminRows<{ id: string; image_url: string | null }>(
    'events',
    `title=eq.${encodeURIComponent(edited)}&select=id,image_url`,
  );
  expect(row?.image_url, 'the picture was uploaded').toContain('/storage/v1/object/public/images/');

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash', exact: true }).click();
  // Until it closes the page behind it is hidden from the accessibility tree, so no row would match anyway.
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(edited)) })).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(await adminRows('events', `id=eq.${row!.id}&select=id`)).toEqual([]);

  // Trash on a phone too: deleted for good from there, which also tidies up after this test.
  await page.goto('/admin/trash');
  const forGood = page.getByRole('button', { name: `Delete ${edited} for good` });
  await expectInReach(forGood);
  await expectNoSidewaysScroll(page, 'trash');
  await forGood.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(edited)) })).toHaveCount(0, {
    timeout: 20_000,
  });
});

test('a sermon’s Files sheet, with its recording’s player, fits a phone', async ({ page }) => {
  const [sermon] = await adminRows<{ title: string }>(
    'sermons',
    'audio_url=not.is.null&select=title&limit=1',
  );
  await signInAsAdmin(page, '', { at: '/admin/sermon-powerpoints' });
  await page.getByRole('button', { name: `Files: ${sermon!.title}` }).click();
  const sheet = page.getByRole('dialog', { name: `Files: ${sermon!.title}` });
  await expect(sheet.getByRole('region', { name: 'Recording' }).locator('audio')).toBeVisible();
  await expectNoSidewaysScroll(page, 'a sermon’s files');
});

test('ministries are reordered with Move up and Move down on a phone, saved as a drag saves them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = () =>
    adminRows<{ id: string; name: string }>('ministries', 'select=id,name&order=display_order,name');
  const last = (await order()).length;
  const names = [unique('Phone Ushers'), unique('Phone Greeters')];
  const created = await adminRequest('rest/v1/ministries', {
    method: 'POST',
    body: JSON.stringify(names.map((name, i) => ({ name, display_order: last + 1 + i, published: false }))),
  });
  try {
    await signInAsAdmin(page, '', { at: '/admin/ministries' });
    await page.getByRole('tab', { name: 'Order on the site' }).click();
    const list = page.getByRole('list', { name: 'Order of ministries' });
    await expect(list.getByRole('listitem').last()).toContainText(names[1]!);
    await expectNoSidewaysScroll(page, 'the order of ministries');

    const up = list.getByRole('button', { name: `Move ${names[1]} up` });
    await expectInReach(up);
    await up.click();
    await expect(list.getByRole('listitem').nth(-2)).toContainText(names[1]!);
    await expect.poll(async () => (await order()).slice(-2).map((m) => m.name)).toEqual([names[1], names[0]]);

    await list.getByRole('button', { name: `Move ${names[1]} down` }).click();
    await expect(list.getByRole('listitem').last()).toContainText(names[1]!);
    await expect.poll(async () => (await order()).slice(-2).map((m) => m.name)).toEqual(names);
  } finally {
    const ids = created.map((m) => m.id).join(',');
    await adminRequest(`rest/v1/ministries?id=in.(${ids})`, { method: 'DELETE' });
  }
});

test('a long list shows 50 cards a page on a phone: the next page starts at its top, and search covers every page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = unique('Paged milestone');
  // Drafts from long ago: no visitor sees them, and they sort after the seed's milestones.
  const milestones = Array.from({ length: 60 }, (_, i) => ({
    // "#42", not "42": unique()'s random part can hold the digits, and the search matches words within words.
    title: `${prefix} #${String(i + 1).padStart(2, '0')}`,
    year: 1850 + i,
    display_order: 1000 + i,
    published: false,
  }));
  await adminRequest('rest/v1/milestones', { method: 'POST', body: JSON.stringify(milestones) });
  try {
    await signInAsAdmin(page, '', { at: '/admin/milestones' });
    // The list is drawn again when the tabs' code has come (lazy-tabs.tsx): interact after that.
    await expect(page.getByRole('tab', { name: 'List', selected: true })).toBeVisible();
    const total = (await adminRows('milestones', 'select=id')).length;
    await expect(page.getByText(`${total} in total, 1–50 on this page`)).toBeVisible();
    const list = page.getByRole('table', { name: 'Milestones' });
    await expect(list.getByRole('row')).toHaveCount(50);

    const pager = page.getByRole('navigation', { name: 'Milestones pages' });
    await expectInReach(pager.getByRole('button', { name: 'Next page' }));
    await expectNoSidewaysScroll(page, 'a paged list');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`${total} in total, 51–${Math.min(total, 100)} on this page`)).toBeVisible();
    // The second page is read from its start, not from where the first one's buttons were.
    const firstOnPage = list.getByRole('row').first();
    await expect(firstOnPage).toBeInViewport();
    const title = (await firstOnPage.getByRole('rowheader').textContent())!;

    await page.getByRole('searchbox', { name: 'Search milestones' }).fill(title);
    await expect(page.getByText(`1 of ${total} shown`)).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(1);
    await expect(list.getByRole('rowheader')).toHaveText(title);
    await expect(pager).toBeHidden();
  } finally {
    await deleteForGood('milestones', `title=like.${encodeURIComponent(prefix)}*&select=id`);
  }
  expect(
    await adminRows('content_trash', `data->>title=like.${encodeURIComponent(prefix)}*&select=id`),
  ).toEqual([]);
});
