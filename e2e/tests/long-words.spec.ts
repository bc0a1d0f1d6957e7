import { expect, test, type Page } from '@playwright/test';
import {
  ANON_KEY,
  adminRequest,
  adminRows,
  apiUrl,
  deleteForGood,
  expectNoSidewaysScroll,
  PHONE,
  signInAsAdmin,
  unique,
} from './admin-support';
import { arrive, h1, visit } from '../fixtures/public-site';

/**
 * What volunteers and visitors type is not always short words: a pasted link (a registration form, a payment
 * page) is one word of a hundred characters. On a phone it wraps inside its box: no page scrolls sideways for it,
 * and none of it is cut off.
 */

test.use({ viewport: PHONE });

const LINK =
  'https://docs.google.com/forms/d/e/1FAIpQLSd0123456789abcdefghijklmnopqrstuvwxyz/viewform?usp=sf_link&entry.2005620554=PIWC-Asokwa';
/** A piece of LINK that a layout cannot break, to find where it shows. */
const PIECE = 'viewform?usp=sf_link';

/** Where the link shows, each box lies on the screen, and the page is no wider than the screen. */
async function expectLinkFits(page: Page, where: string) {
  const shown = page.getByText(PIECE);
  await expect(shown.first(), `${where}: the link shows`).toBeVisible();
  const boxes = await shown.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { right: Math.round(box.right), cut: element.scrollWidth > element.clientWidth };
    }),
  );
  for (const box of boxes) {
    expect(box.right, `${where}: the link's box ends on the screen`).toBeLessThanOrEqual(PHONE.width);
    expect(box.cut, `${where}: none of the link is cut off`).toBe(false);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(PHONE.width);
}

test('a long pasted link wraps on a phone, on the public pages and in the admin', async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique('Youth camp registration');
  const created = async (table: string, fields: Record<string, string>) =>
    (
      await adminRequest(`rest/v1/${table}`, { method: 'POST', body: JSON.stringify({ title, ...fields }) })
    )[0]!;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
  const text = { content: `Register before Friday: ${LINK}`, summary: LINK, publish_at: aMinuteAgo };
  const event = await created('events', { starts_at: inAWeek, location: LINK, description: text.content });
  const announcement = await created('announcements', text);
  const notice = await created('notices', text);
  // A visitor's message comes in as the contact page sends it: as anon, which may add a message but not read one.
  const sent = await fetch(`${apiUrl()}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ name: title, email: 'visitor@example.com', subject: LINK, message: LINK }),
  });
  expect(sent.status, await sent.text()).toBe(201);
  const [message] = await adminRows<{ id: string }>(
    'contact_messages',
    `name=eq.${encodeURIComponent(title)}`,
  );
  try {
    await arrive(page, `/events/${event.id}`);
    await expect(h1(page)).toHaveText(title);
    await expectLinkFits(page, 'the event');
    await visit(page, `/announcements/${announcement.id}`);
    await expect(h1(page)).toHaveText(title);
    await expectLinkFits(page, 'the announcement');
    await visit(page, `/notices/${notice.id}`);
    await expect(h1(page)).toHaveText(title);
    await expectLinkFits(page, 'the notice');
    await visit(page, '/notices');
    await expectLinkFits(page, 'the notice board');

    await signInAsAdmin(page, '', { at: '/admin/messages' });
    await expectLinkFits(page, 'the inbox');
    await page.goto('/admin/events');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the event form');
  } finally {
    await deleteForGood('events', `id=eq.${event.id}`);
    await deleteForGood('announcements', `id=eq.${announcement.id}`);
    await deleteForGood('notices', `id=eq.${notice.id}`);
    // A message is deleted outright (the inbox has no Trash).
    if (message) await adminRequest(`rest/v1/contact_messages?id=eq.${message.id}`, { method: 'DELETE' });
  }
});
