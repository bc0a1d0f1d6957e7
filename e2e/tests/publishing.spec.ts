import { expect, test, type Page } from '@playwright/test';
import {
  ANON_KEY,
  adminRows,
  adminToken,
  apiUrl,
  imagePath,
  labelled,
  objectExists,
  pngBytes,
  signInAsAdmin,
  unique,
} from './admin-support';
import { adminWrite } from './live-support';

// Issue #23's journeys: scheduling, history, Trash and no lost edits, as volunteers and visitors meet them.

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** A picture in the images bucket, stored as the admin. */
async function storePicture(name: string): Promise<string> {
  const objectPath = `events/${name}`;
  const response = await fetch(`${apiUrl()}/storage/v1/object/images/${objectPath}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${await adminToken()}`, 'content-type': 'image/png' },
    body: new Uint8Array(pngBytes()),
  });
  expect(response.ok).toBe(true);
  return `${apiUrl()}/storage/v1/object/public/images/${objectPath}`;
}

async function openEditForm(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit event' });
  await expect(form).toBeVisible();
  return form;
}

test('an announcement scheduled ahead is absent, then on an open home page without a reload or admin action; meanwhile an admin previews one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = unique('Scheduled harvest notice');
  // Half a minute ahead keeps CI short; the page reads again up to 20 s after the moment (a crowd is spread).
  const publishAt = inSeconds(30);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [row] = await adminWrite('POST', 'announcements', {
    title,
    content: 'Bring your harvest offering on Sunday.',
    publish_at: publishAt,
  });
  const anon = await fetch(`${apiUrl()}/rest/v1/announcements?id=eq.${row!.id}&select=id`, {
    headers: { apikey: ANON_KEY },
  });
  expect(await anon.json(), 'visitors cannot read it early').toEqual([]);
  await expect(page.getByText(title)).toHaveCount(0);

  // While it waits: another, scheduled for tomorrow, on its real page for the admin, marked; nobody else sees it.
  const previewTitle = unique('Scheduled thanksgiving notice');
  const [later] = await adminWrite('POST', 'announcements', {
    title: previewTitle,
    content: 'Thanksgiving service next month.',
    publish_at: inSeconds(86_400),
  });
  const previewPath = `/announcements/${later!.id}?preview`;
  const [admin, visitor] = [await browser.newPage(), await browser.newPage()];
  await signInAsAdmin(admin);
  await admin.goto(previewPath);
  await expect(admin.getByRole('status').filter({ hasText: 'Preview — not public yet' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: previewTitle })).toBeVisible();
  await visitor.goto(previewPath);
  await expect(visitor.getByTestId('not-found')).toBeVisible();
  await expect(visitor.getByText(previewTitle)).toHaveCount(0);
  await adminWrite('DELETE', `announcements?id=eq.${later!.id}`, undefined);

  await expect(page.getByText(title).first()).toBeVisible({ timeout: 90_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
  await adminWrite('DELETE', `announcements?id=eq.${row!.id}`, undefined);
});

test('the welcome text edited twice, then its first edit restored from History, shows on the home page', async ({
  page,
}) => {
  const [first, second] = [unique('Welcome home'), unique('Welcome, friend')];
  await signInAsAdmin(page, '', { at: '/admin/welcome' });
  const title = page.getByLabel(labelled('Title'));
  for (const text of [first, second]) {
    await title.fill(text);
    await page.getByRole('button', { name: 'Save welcome section' }).click();
    await expect(page.getByText(`Saved “${text}”`)).toBeVisible({ timeout: 20_000 });
  }
  await page.getByText('History', { exact: true }).click();
  const version = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('insertion').filter({ hasText: first }) });
  await expect(version).toContainText('admin@example.com');
  await version.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(title).toHaveValue(first, { timeout: 20_000 });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible({ timeout: 20_000 });
});

test('an event deleted with its picture waits in Trash, picture still served, and comes back on /events', async ({
  page,
}) => {
  const title = unique('Trash vigil');
  const picture = await storePicture(`${title.replace(/\W+/g, '-').toLowerCase()}.png`);
  await adminWrite('POST', 'events', { title, starts_at: inSeconds(7 * 86_400), image_url: picture });
  await signInAsAdmin(page, '', { at: '/admin/events' });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash' }).click();
  // Until it closes the page behind it is hidden from the accessibility tree, so no row would match anyway.
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0, { timeout: 20_000 });
  expect(await objectExists('images', imagePath(picture)), 'its picture is still served').toBe(true);

  await page.goto('/admin/trash');
  const entry = page.getByRole('row', { name: new RegExp(title) });
  await expect(entry).toContainText('admin@example.com');
  await entry.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByText(`Restored “${title}”`)).toBeVisible({ timeout: 20_000 });
  await expect(entry).toHaveCount(0);

  await page.goto('/events');
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
  const [restored] = await adminRows<{ image_url: string }>(
    'events',
    `title=eq.${encodeURIComponent(title)}`,
  );
  expect(restored!.image_url).toBe(picture);
});

test('two admins edit one event: the second save is refused with who and when, and nothing typed is lost', async ({
  browser,
}) => {
  const title = unique('Choir rehearsal');
  await adminWrite('POST', 'events', { title, starts_at: inSeconds(3 * 86_400), location: 'Main hall' });
  const [first, second] = [await browser.newPage(), await browser.newPage()];
  for (const page of [first, second]) {
    await signInAsAdmin(page, '', { at: '/admin/events' });
  }
  const [formA, formB] = [await openEditForm(first, title), await openEditForm(second, title)];
  await formA.getByLabel(labelled('Location')).fill('Room 2');
  await formA.getByRole('button', { name: 'Save changes' }).click();
  await expect(formA).toBeHidden({ timeout: 20_000 });

  await formB.getByLabel(labelled('Location')).fill('Youth centre');
  await formB.getByRole('button', { name: 'Save changes' }).click();
  const refusal = formB.getByRole('alert');
  await expect(refusal).toContainText('was changed after you opened it', { timeout: 20_000 });
  await expect(refusal).toContainText('admin@example.com saved it on');
  await expect(formB.getByLabel(labelled('Location'))).toHaveValue('Youth centre');
  const [saved] = await adminRows<{ location: string }>('events', `title=eq.${encodeURIComponent(title)}`);
  expect(saved!.location, 'the first save stands').toBe('Room 2');

  await refusal.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(formB).toBeHidden({ timeout: 20_000 });
  const [overwritten] = await adminRows<{ location: string }>(
    'events',
    `title=eq.${encodeURIComponent(title)}`,
  );
  expect(overwritten!.location).toBe('Youth centre');
});
