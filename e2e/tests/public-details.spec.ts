import { expect, test, type Page } from '@playwright/test';
import { type Row, h1, nowIso, onePageForAll, serviceRest, visit } from '../fixtures/public-site';

/**
 * Every public detail page (/events/:id, /sermons/:id, …) loads its own seeded row, also when opened directly,
 * and a row the visitor may not see shows "Page not found".
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('detail pages', () => {
  let page: Page;
  onePageForAll((opened) => (page = opened));

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
      const [row] = await serviceRest(`${table}?published=eq.true&order=created_at.desc&limit=1`);
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
      const [hidden] = await serviceRest(`${table}?published=eq.false&limit=1`);
      expect(hidden, `the seed has an unpublished ${table} row`).toBeDefined();
      urls.push(`/${path}/${hidden!.id}`);
    }
    const [expired] = await serviceRest(`notices?published=eq.true&expires_at=lte.${nowIso()}&limit=1`);
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

  test("on a wide screen a leader's portrait keeps its shape, and an event's picture spans the article", async () => {
    expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(1280);
    const [leader] = await serviceRest('leaders?published=eq.true&image_url=not.is.null&limit=1');
    await visit(page, `/leader/${leader!.id}`);
    const portrait = page.getByRole('img', { name: `Portrait of ${String(leader!.name)}` });
    await expect(portrait).toBeVisible();
    // The article is 48rem wide and a picture at most 28rem tall: a portrait across the article was cut to a strip.
    const shape = (await portrait.boundingBox())!;
    expect(shape.width / shape.height).toBeCloseTo(4 / 5, 2);
    expect(Math.abs(shape.height - 28 * 16)).toBeLessThanOrEqual(1);

    const [event] = await serviceRest('events?published=eq.true&image_url=not.is.null&limit=1');
    await visit(page, `/events/${event!.id}`);
    const picture = page.getByRole('main').locator('img[fetchpriority="high"]');
    await expect(picture).toBeVisible();
    const wide = (await picture.boundingBox())!;
    expect(wide.width / wide.height).toBeCloseTo(16 / 9, 2);
    expect(Math.abs(wide.width - 48 * 16)).toBeLessThanOrEqual(1);
  });

  test('a sermon offers its presentation files from the sermon-presentations bucket', async () => {
    const [sermon] = await serviceRest<(Row & { sermon_presentations: Row[] })[]>(
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
