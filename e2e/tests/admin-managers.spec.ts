import { expect, test } from '@playwright/test';
import {
  adminRows,
  imagePath,
  labelled,
  objectExists,
  openNewForm,
  openedForm,
  png,
  signInAsAdmin,
  unique,
  escapeRegExp,
} from './admin-support';
import { openInApp } from '../fixtures/in-app';
import { CONTENT_MANAGERS } from './content-managers';

async function rowByTitle(table: string, column: string, title: string) {
  return adminRows<Record<string, string | null> & { id: string }>(
    table,
    `${column}=eq.${encodeURIComponent(title)}&select=*`,
  );
}

test.describe('admin managers: create → public → edit → public → Trash → delete for good, with their files', () => {
  for (const m of CONTENT_MANAGERS) {
    test(`${m.route}`, async ({ page }) => {
      test.setTimeout(120_000);
      const title = unique(`E2E ${m.singular}`);
      const edited = `${title} (edited)`;
      await signInAsAdmin(page, '', { at: `/admin/${m.route}` });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Create, with an image.
      let form = await openNewForm(page, m.singular);
      await form.getByLabel(labelled(m.titleLabel)).fill(title);
      await m.fillRequired?.(form);
      await form.getByTestId('file-drop-input').first().setInputFiles(png('first.png'));
      await expect(form.getByText('first.png')).toBeVisible();
      await form.getByRole('button', { name: `Create ${m.singular}` }).click();
      await expect(form).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

      const [created] = await rowByTitle(m.table, m.titleColumn, title);
      expect(created, 'the row the UI created').toBeTruthy();
      const firstImage = imagePath(created![m.imageColumn]);
      expect(await objectExists('images', firstImage)).toBe(true);

      // A visitor sees it.
      await page.goto(m.publicPath(created!.id));
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 20_000 });

      // Edit the title and replace the image, back in the admin as a volunteer goes (no full load, no splash).
      await openInApp(page, `/admin/${m.route}`);
      await page.getByRole('button', { name: new RegExp(`^Edit (\\d{4}: )?${title}$`) }).click();
      form = await openedForm(page, `Edit ${m.singular}`);
      await expect(form.getByLabel(labelled(m.titleLabel))).toHaveValue(title);
      await form.getByLabel(labelled(m.titleLabel)).fill(edited);
      await form.getByTestId('image-upload-input').setInputFiles(png('second.png'));
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(edited)) })).toBeVisible();

      const [updated] = await rowByTitle(m.table, m.titleColumn, edited);
      expect(updated?.id).toBe(created!.id);
      const secondImage = imagePath(updated![m.imageColumn]);
      expect(secondImage).not.toBe(firstImage);
      expect(await objectExists('images', secondImage)).toBe(true);
      expect(await objectExists('images', firstImage), 'the replaced image stays for the history').toBe(true);

      await page.goto(m.publicPath(created!.id));
      await expect(page.getByText(edited, { exact: true }).first()).toBeVisible({ timeout: 20_000 });

      // Delete: the row goes to Trash, its files stay until it is deleted for good.
      await openInApp(page, `/admin/${m.route}`);
      await page
        .getByRole('button', { name: new RegExp(`^Delete (\\d{4}: )?${escapeRegExp(edited)}$`) })
        .click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(edited);
      await confirm.getByRole('button', { name: 'Move to Trash', exact: true }).click();
      await expect(confirm).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(edited)) })).toHaveCount(0);
      expect(await rowByTitle(m.table, m.titleColumn, edited)).toEqual([]);
      expect(await objectExists('images', secondImage), 'the image stays while the item is in Trash').toBe(
        true,
      );

      await openInApp(page, '/admin/trash');
      await page.getByRole('button', { name: `Delete ${edited} for good` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
      // Until it closes the page behind it is hidden from the accessibility tree, so no row would match anyway.
      await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 20_000 });
      await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(edited)) })).toHaveCount(0, {
        timeout: 20_000,
      });
      // The purge removes the files, then the rows: poll rather than race the list's refresh (a read that
      // meets a file being removed may fail: not gone yet).
      await expect
        .poll(() => objectExists('images', secondImage).catch(() => true), {
          message: 'deleted for good: its image goes',
        })
        .toBe(false);
      await expect
        .poll(() => objectExists('images', firstImage).catch(() => true), {
          message: 'and the one only its history held',
        })
        .toBe(false);

      await page.goto(m.publicPath(created!.id));
      await expect(page.getByTestId('public-layout')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(edited, { exact: true })).toHaveCount(0);
    });
  }

  test('welcome section: edit with a preview → the home page shows it → restore', async ({ page }) => {
    await signInAsAdmin(page);
    const [before] = await adminRows<{ id: string; title: string; image_url: string | null }>(
      'welcome_section',
      'select=*',
    );
    const title = unique('Welcome, friends');
    await page.goto('/admin/welcome');
    const titleInput = page.getByLabel(labelled('Title'));
    await expect(titleInput).toHaveValue(before?.title ?? '');
    await titleInput.fill(title);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(title);
    await page
      .getByTestId(before?.image_url ? 'image-upload-input' : 'file-drop-input')
      .setInputFiles(png('welcome.png'));
    await page.getByRole('button', { name: /welcome section/i }).click();
    await expect(page.getByText(`Saved “${title}”`)).toBeVisible({ timeout: 20_000 });

    const [after] = await adminRows<{ id: string; title: string; image_url: string }>(
      'welcome_section',
      'select=*',
    );
    expect(after?.title).toBe(title);
    const image = imagePath(after!.image_url);
    expect(await objectExists('images', image)).toBe(true);

    await page.goto('/');
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });

    // Put the seeded title back (the image stays: the seed's own file is not ours to remove).
    await page.goto('/admin/welcome');
    await page.getByLabel(labelled('Title')).fill(before?.title ?? 'Welcome');
    await page.getByRole('button', { name: /welcome section/i }).click();
    await expect(page.getByText(`Saved “${before?.title ?? 'Welcome'}”`)).toBeVisible({ timeout: 20_000 });
  });

  test('reorder by dragging with the mouse and with the keyboard; the site follows display_order', async ({
    page,
  }) => {
    await signInAsAdmin(page, '', { at: '/admin/milestones' });
    // What the reader typed in the list's search box is still there after a visit to the order tab.
    const search = page.getByRole('searchbox', { name: 'Search milestones' });
    await expect(search).toBeEnabled();
    await search.fill('church');
    await expect(page.getByText(/ of \d+ shown/)).toBeVisible();
    await page.getByRole('tab', { name: 'Order on the site' }).click();
    const list = page.getByRole('list', { name: 'Order of milestones' });
    const items = list.getByRole('listitem');
    await expect(items.nth(2)).toBeVisible();
    const names = async () => (await items.allInnerTexts()).map((t) => t.replace(/^\s*\d+\s*/, '').trim());
    const order = async () =>
      (
        await adminRows<{ year: number; title: string }>(
          'milestones',
          'select=year,title&order=display_order',
        )
      ).map((m) => `${m.year}: ${m.title}`);
    const before = await names();

    // Mouse: drag the third item onto the first.
    const handle = list.getByRole('button', { name: /^Drag / }).nth(2);
    const target = items.nth(0);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    const dragged = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await expect.poll(names).toEqual(dragged);
    await expect.poll(async () => (await order()).slice(0, 3)).toEqual(dragged.slice(0, 3));

    // The list is locked while the order is saved; wait for it to be editable again.
    await expect(list.getByRole('button', { name: /^Move .* up$/ }).nth(1)).toBeEnabled();

    // Keyboard: focus the first handle, Space to lift, Down twice, Space to drop.
    // dnd-kit measures and animates each step; give every key press time to land.
    await list
      .getByRole('button', { name: /^Drag / })
      .first()
      .focus();
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(400);
    }
    await expect.poll(names).toEqual(before);
    await expect.poll(async () => (await order()).slice(0, 3)).toEqual(before.slice(0, 3));

    await page.getByRole('tab', { name: 'List' }).click();
    await expect(search).toHaveValue('church');
    await expect(page.getByText(/ of \d+ shown/)).toBeVisible();
  });
});
