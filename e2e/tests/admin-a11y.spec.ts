import { expect, test } from '@playwright/test';
import {
  ADMIN_ROUTES,
  ANON_KEY,
  adminRows,
  apiUrl,
  labelled,
  openNewForm,
  signInAsAdmin,
  tabTo,
  unique,
} from './admin-support';
import { seriousViolations } from '../fixtures/axe';
import { openInApp } from '../fixtures/in-app';

test.describe('admin accessibility', () => {
  // One test per width: every admin route at both took ~115 s alone, and over 300 s beside the other shard's stack
  // on a slower machine (load average ~8); one width took 3.4–4 min there with a third stack running.
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`axe finds no serious or critical issue on any admin route at ${viewport.width} px${viewport.width < 768 ? ', which never scrolls sideways' : ', nor in an open form'}`, async ({
      page,
    }) => {
      test.setTimeout(480_000);
      await signInAsAdmin(page);
      await page.setViewportSize(viewport);
      for (const route of ADMIN_ROUTES) {
        // As a volunteer moves between pages: a full load of each waited out the splash (~2 s of 3 for a manager).
        await openInApp(page, route);
        expect(await seriousViolations(page), `${route} at ${viewport.width}px`).toEqual([]);
        await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
        // Volunteers on phones: the page never scrolls sideways (wide tables scroll inside their own region).
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${route} width`,
        ).toBeLessThanOrEqual(viewport.width);
      }
      if (viewport.width < 768) return;
      await page.goto('/admin/events');
      await openNewForm(page, 'event');
      expect(await seriousViolations(page), 'the open event form').toEqual([]);
    });
  }

  test('a leader can be created with the keyboard alone, and reordered with it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '', { at: '/admin/leaders' });
    const name = unique('Keyboard Elder');

    await tabTo(page, page.getByRole('button', { name: 'New leader' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New leader' });
    await expect(form).toBeVisible();
    await tabTo(page, form.getByLabel(labelled('Name')));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Presiding Elder');
    await tabTo(page, form.getByRole('switch', { name: 'Published' }));
    await page.keyboard.press('Space');
    await expect(form.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    await tabTo(page, form.getByRole('button', { name: 'Create leader' }));
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden({ timeout: 20_000 });

    const [row] = await adminRows<{ role: string; published: boolean; display_order: number }>(
      'leaders',
      `name=eq.${encodeURIComponent(name)}&select=*`,
    );
    expect(row).toMatchObject({ role: 'Presiding Elder', published: false });

    // Reorder from the keyboard: the new leader is last; "Move up" puts it one place higher.
    // Tabs are one Tab stop (roving focus): arrows move between them.
    await tabTo(page, page.getByRole('tab', { name: 'List' }));
    await page.keyboard.press('ArrowRight');
    const order = page.getByRole('list', { name: 'Order of leaders' });
    await expect(order.getByRole('listitem').last()).toContainText(name);
    await tabTo(page, order.getByRole('button', { name: `Move ${name} up` }));
    await page.keyboard.press('Enter');
    await expect(order.getByRole('listitem').nth(-2)).toContainText(name);
    await expect
      .poll(async () => {
        const all = await adminRows<{ name: string }>('leaders', 'select=name&order=display_order');
        return all.findIndex((l) => l.name === name) === all.length - 2;
      })
      .toBe(true);

    // Clean up through the UI.
    await tabTo(page, page.getByRole('tab', { name: 'Order on the site' }));
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('the dashboard counts content, lists recent activity and the newest unread messages, which open in the inbox', async ({
    page,
  }) => {
    const subject = unique('Prayer request');
    const sent = await fetch(`${apiUrl()}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({
        name: 'Ama Mensah',
        email: 'ama@example.com',
        subject,
        message: 'Please pray for my family.',
      }),
    });
    expect(sent.ok).toBe(true);

    await signInAsAdmin(page);
    await expect(page.getByText('Signed in as admin@example.com').first()).toBeVisible();
    const counts = page.getByRole('region', { name: 'Content' });
    await expect(counts.getByRole('link', { name: /Events/ })).toBeVisible();
    const [{ count }] = [{ count: (await adminRows('events', 'select=id')).length }];
    await expect(counts.getByRole('link', { name: new RegExp(`^${count} Events$`) })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Every admin page but the dashboard itself.
    await expect(page.getByRole('region', { name: 'Quick links' }).getByRole('link')).toHaveCount(
      ADMIN_ROUTES.length - 1,
    );

    // The newest unread, readable where it is listed; it opens in the inbox, where it is answered.
    const messages = page.getByRole('region', { name: /Unread messages/ });
    const item = messages.getByRole('link').filter({ hasText: subject });
    await expect(item).toContainText('Please pray for my family.');
    await item.click();
    await expect(page).toHaveURL(/\/admin\/messages\?q=ama%40example\.com$/);
    const card = page.getByRole('article').filter({ hasText: subject });
    await card.getByRole('button', { name: 'Mark handled: message from Ama Mensah' }).click();
    await expect(page.getByText(/Message from Ama Mensah marked as handled/)).toBeVisible();
    const [message] = await adminRows<{ handled: boolean }>(
      'contact_messages',
      `subject=eq.${encodeURIComponent(subject)}&select=handled`,
    );
    expect(message?.handled).toBe(true);
  });
});
