import { expect, test, type Page } from '@playwright/test';
import { startLocalApi } from '../fixtures/api';
import { PORTS } from '../fixtures/ports';
import { startSite } from '../fixtures/site';
import { signInAsAdmin, unique } from './admin-support';
import { adminWrite, contentChannelJoined, markDocument, stillSameDocument } from './live-support';

const LIVE_MS = 2000;

/** Waits for `probe` on the visitor's page and returns how long it took after the write. */
async function within(page: Page, since: number, probe: () => Promise<void>): Promise<number> {
  await probe();
  const ms = Date.now() - since;
  expect(ms).toBeLessThanOrEqual(LIVE_MS);
  await expect.poll(() => stillSameDocument(page)).toBe(true);
  return ms;
}

test('an open /notices shows the office publishing, editing and unpublishing a notice within 2 s, without a reload', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const visitor = await visitorContext.newPage();
  await signInAsAdmin(admin);
  const listening = contentChannelJoined(visitor);
  await visitor.goto('/notices');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await markDocument(visitor);
  // The page joins the channel after its first render: changes before that would not reach it.
  await listening;

  const title = unique('Live notice');
  const [draft] = await adminWrite(
    'POST',
    'notices',
    { title, content: 'Bring a friend.', published: false, pinned: true },
    admin,
  );
  const card = (name: string) => visitor.getByRole('heading', { level: 2, name });

  let since = Date.now();
  await adminWrite('PATCH', `notices?id=eq.${draft!.id}`, { published: true }, admin);
  const publishMs = await within(visitor, since, () => expect(card(title)).toBeVisible({ timeout: LIVE_MS }));

  const edited = `${title} (moved to 10 am)`;
  since = Date.now();
  await adminWrite('PATCH', `notices?id=eq.${draft!.id}`, { title: edited }, admin);
  const editMs = await within(visitor, since, () => expect(card(edited)).toBeVisible({ timeout: LIVE_MS }));

  since = Date.now();
  await adminWrite('PATCH', `notices?id=eq.${draft!.id}`, { published: false }, admin);
  const unpublishMs = await within(visitor, since, () =>
    expect(card(edited)).toHaveCount(0, { timeout: LIVE_MS }),
  );
  console.log(JSON.stringify({ publishMs, editMs, unpublishMs }));

  await adminWrite('DELETE', `notices?id=eq.${draft!.id}`, undefined, admin);
  await adminContext.close();
  await visitorContext.close();
});

test.describe('after the API restarts', () => {
  const API_PORT = PORTS.shell + 60;
  const SITE_PORTS = { shell: PORTS.shell + 61, publicSite: PORTS.shell + 62, adminPortal: PORTS.shell + 63 };

  test('an open /notices reconnects on its own and shows a notice published afterwards', async ({ page }) => {
    test.setTimeout(120_000);
    const api = await startLocalApi(API_PORT);
    const site = await startSite(SITE_PORTS, api.url);
    try {
      const live = contentChannelJoined(page);
      await page.goto(`${site.baseUrl}/notices`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await markDocument(page);
      // Restart only once the page is live (it joins after its first screen): a notice published before that
      // join is one the page never hears of (its first join reads nothing again), which is not this case.
      await live;
      await api.restart();
      const restartedAt = Date.now();
      const title = unique('After restart');
      // The client retries after 1, 2, 5 then 10 s and rejoins; the rejoin refetches, later changes arrive live.
      await adminWrite('POST', 'notices', { title, content: 'Live again.' }, api.url);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 30_000 });
      console.log(JSON.stringify({ visibleAfterRestartMs: Date.now() - restartedAt }));
      expect(await stillSameDocument(page)).toBe(true);
    } finally {
      await site.stopAll();
      await api.dispose();
    }
  });
});
