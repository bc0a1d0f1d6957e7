import { expect, test } from '@playwright/test';
import { arrive, h1, visit } from '../fixtures/public-site';

/**
 * Moving around the public site: a failed read that recovers, the keyboard's way through, and the phone's menu.
 */

test('a failed read explains itself and "Try again" recovers it', async ({ page }) => {
  await arrive(page, '/');
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
  await arrive(page, '/about');
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
    await arrive(page, '/');
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
    await arrive(page, '/');
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
