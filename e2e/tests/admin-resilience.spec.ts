import { expect, test } from '@playwright/test';
import { ownStackForSuite } from '../fixtures/own-stack';
import { adminRows, imagePath, labelled, objectExists, png, signInAsAdmin, unique } from './admin-support';

test.describe('admin: nothing is lost', () => {
  test.describe.configure({ mode: 'serial' });
  // This suite's own stack (it stops the API): ports PORTS.shell + 50…53.
  const stack = ownStackForSuite(50);

  test('with the API stopped mid-edit the form keeps every field and the chosen file; the retry succeeds once it is back', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAsAdmin(page, stack.site.baseUrl, { viaForm: true, api: stack.api.url });
    await page.goto(`${stack.site.baseUrl}/admin/events`);
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('dialog', { name: 'New event' });
    const title = unique('Harvest thanksgiving');
    await form.getByLabel(labelled('Title')).fill(title);
    await form.getByLabel(labelled('Starts')).fill('2031-10-12T09:00');
    await form.getByLabel('Location').fill('Main auditorium');
    await form.getByLabel('Description').fill('Bring your harvest offering.\nLunch follows.');
    await form.getByTestId('file-drop-input').setInputFiles(png('harvest.png'));
    await expect(form.getByText('Not saved yet')).toBeVisible();

    await stack.api.stop();
    await form.getByRole('button', { name: 'Create event' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('Could not reach the server');
    await expect(form.getByLabel(labelled('Title'))).toHaveValue(title);
    await expect(form.getByLabel(labelled('Starts'))).toHaveValue('2031-10-12T09:00');
    await expect(form.getByLabel('Location')).toHaveValue('Main auditorium');
    await expect(form.getByLabel('Description')).toHaveValue('Bring your harvest offering.\nLunch follows.');
    await expect(form.getByText(/^harvest\.png ·/)).toBeVisible();
    await expect(form.getByText('Not saved yet')).toBeVisible();

    await stack.api.restart();
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    const [row] = await adminRows<{ location: string; image_url: string }>(
      'events',
      `title=eq.${encodeURIComponent(title)}&select=*`,
      stack.api.url,
    );
    expect(row?.location).toBe('Main auditorium');
    expect(await objectExists('images', imagePath(row!.image_url), stack.api.url)).toBe(true);
  });

  test('an upload whose row is then refused leaves no orphaned file, and the retry saves', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, stack.site.baseUrl, { api: stack.api.url, at: '/admin/ministries' });
    await page.getByRole('button', { name: 'New ministry' }).click();
    const form = page.getByRole('dialog', { name: 'New ministry' });
    const name = unique('Ushering ministry');
    await form.getByLabel(labelled('Name')).fill(name);
    await form.getByTestId('file-drop-input').setInputFiles(png('ushers.png'));

    // Each stored file's path, as a promise taken when its response arrives: the body is read after that, and an
    // array filled once it had been read could still be empty when the form's error showed.
    const uploads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        response.url().includes('/storage/v1/object/images/') &&
        response.ok()
      ) {
        uploads.push(response.json().then((body: { Key: string }) => body.Key.replace(/^images\//, '')));
      }
    });
    // The database answers the insert with an error, after the file was stored.
    await page.route(
      (url) => url.pathname === '/rest/v1/ministries',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'XX000', message: 'The database is busy' }),
            })
          : route.continue(),
    );
    await form.getByRole('button', { name: 'Create ministry' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      'The database is busy',
    );
    expect(uploads).toHaveLength(1);
    const [orphan] = await Promise.all(uploads);
    await expect
      .poll(() => objectExists('images', orphan!, stack.api.url), { message: 'the orphan was removed' })
      .toBe(false);
    await expect(form.getByLabel(labelled('Name'))).toHaveValue(name);
    await expect(form.getByText(/^ushers\.png ·/)).toBeVisible();

    await page.unroute((url) => url.pathname === '/rest/v1/ministries');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await form.getByRole('button', { name: 'Create ministry' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    const [row] = await adminRows<{ image_url: string }>(
      'ministries',
      `name=eq.${encodeURIComponent(name)}&select=*`,
      stack.api.url,
    );
    expect(uploads).toHaveLength(2);
    const [, saved] = await Promise.all(uploads);
    expect(imagePath(row!.image_url)).toBe(saved);
    expect(await objectExists('images', saved!, stack.api.url)).toBe(true);
  });

  test('leaving with unsaved changes asks first; staying keeps the form', async ({ page }) => {
    await signInAsAdmin(page, stack.site.baseUrl, { api: stack.api.url });
    // Reach the page inside the app, so Back is a router navigation.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leaders' }).click();
    await page.getByRole('button', { name: 'New leader' }).click();
    const form = page.getByRole('dialog', { name: 'New leader' });
    await form.getByLabel(labelled('Name')).fill('Elder Kwame');
    await page.goBack();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/leaders$/);
    await expect(form.getByLabel(labelled('Name'))).toHaveValue('Elder Kwame');

    // Closing the form itself asks too.
    await form.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel(labelled('Name'))).toHaveValue('Elder Kwame');

    // Closing the tab or reloading: the browser's own "leave site?" prompt.
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    // Dismissed, the page stays with what was typed. Waiting for that also lets Chromium finish the cancelled
    // close before the context is torn down (closing it mid-way failed CI's teardown with "Test ended").
    await expect(form.getByLabel(labelled('Name'))).toHaveValue('Elder Kwame');
    await page.close();
  });
});
