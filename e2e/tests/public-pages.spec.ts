import { expect, test, type Page } from '@playwright/test';
import { type Row, h1, main, nowIso, onePageForAll, serviceRest, visit } from '../fixtures/public-site';

/**
 * The visitor's journeys through the public site's list pages, checked against what the seeded local API holds:
 * expected rows are read with the service-role key, so the tests follow the seed instead of copying it. Detail
 * pages, the contact form, the sermon archive and moving around the site have specs of their own (public-*.spec.ts).
 */

test.describe('every public route shows its seeded content', () => {
  let page: Page;
  onePageForAll((opened) => (page = opened));

  test('home: welcome, upcoming events, announcements, latest sermon, pinned notices, ministries', async () => {
    const [welcome] = await serviceRest('welcome_section?select=title');
    const events = await serviceRest(
      `events?published=eq.true&or=(ends_at.gte.${nowIso()},starts_at.gte.${nowIso()})&order=starts_at.asc&limit=3`,
    );
    const [announcement] = await serviceRest('announcements?published=eq.true&order=publish_at.desc&limit=1');
    const [sermon] = await serviceRest('sermons?published=eq.true&order=preached_on.desc&limit=1');
    const pinned = await serviceRest(
      `notices?published=eq.true&pinned=eq.true&or=(expires_at.is.null,expires_at.gt.${nowIso()})`,
    );
    const [ministry] = await serviceRest(
      'ministries?published=eq.true&order=display_order.asc,name.asc&limit=1',
    );

    await expect(h1(page)).toHaveText('PIWC Asokwa');
    await expect(page.getByRole('heading', { level: 2, name: String(welcome!.title) })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(events.map((e) => String(e.title)));
    await expect(page.getByRole('region', { name: 'Latest announcements' })).toContainText(
      String(announcement!.title),
    );
    await expect(page.getByRole('region', { name: 'Latest sermon' })).toContainText(String(sermon!.title));
    expect(pinned.length).toBeGreaterThan(0);
    for (const n of pinned)
      await expect(page.getByRole('region', { name: 'Pinned notices' })).toContainText(String(n.title));
    await expect(page.getByRole('region', { name: 'Find your place' })).toContainText(String(ministry!.name));
    await expect(page).toHaveTitle('PIWC Asokwa');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /PIWC Asokwa/);
  });

  test('about: the story, every published leader and milestone, and no drafts', async () => {
    const leaders = await serviceRest('leaders?published=eq.true&order=display_order.asc,name.asc');
    const milestones = await serviceRest('milestones?published=eq.true&order=year.asc,display_order.asc');
    const hidden = await serviceRest('leaders?published=eq.false');
    await visit(page, '/about');
    await expect(h1(page)).toHaveText('About us');
    const leaderRegion = page.getByRole('region', { name: 'Our leaders' });
    await expect(leaderRegion.getByRole('heading', { level: 3 })).toHaveText(
      leaders.map((l) => String(l.name)),
    );
    const timeline = page.getByRole('region', { name: 'Milestones' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(
      milestones.map((m) => String(m.title)),
    );
    for (const l of hidden) await expect(page.getByText(String(l.name))).toHaveCount(0);
    await expect(page).toHaveTitle('About us · PIWC Asokwa');
  });

  test('ministries: each with its leader, schedule and age group', async () => {
    const ministries = await serviceRest('ministries?published=eq.true&order=display_order.asc,name.asc');
    await visit(page, '/ministries');
    await expect(h1(page)).toHaveText('Ministries');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      ministries.map((m) => String(m.name)),
    );
    const first = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: String(ministries[0]!.name) }) });
    for (const field of ['leader_name', 'schedule', 'age_group'] as const) {
      await expect(first).toContainText(String(ministries[0]![field]));
    }
  });

  test('notices: pinned first, expired and unpublished hidden', async () => {
    const visible = await serviceRest(
      `notices?published=eq.true&or=(expires_at.is.null,expires_at.gt.${nowIso()})&order=pinned.desc,publish_at.desc`,
    );
    const hidden = await serviceRest(`notices?or=(published.eq.false,expires_at.lte.${nowIso()})`);
    expect(hidden.length).toBeGreaterThan(0);
    await visit(page, '/notices');
    await expect(h1(page)).toHaveText('Notices');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      visible.map((n) => String(n.title)),
    );
    await expect(main(page).getByRole('listitem').first()).toContainText('Pinned');
    for (const n of hidden) await expect(page.getByText(String(n.title))).toHaveCount(0);
  });

  test('sermons: every published sermon, newest first', async () => {
    const sermons = await serviceRest('sermons?published=eq.true&order=preached_on.desc');
    await visit(page, '/sermons');
    await expect(h1(page)).toHaveText('Sermons');
    await expect(page.getByTestId('sermon-list').getByRole('heading', { level: 2 })).toHaveText(
      sermons.map((s) => String(s.title)),
    );
  });

  test('gallery: albums with their photos; a photo opens the shareable viewer within its album', async () => {
    const albums = await serviceRest<(Row & { gallery_photos: Row[] })[]>(
      'gallery_albums?published=eq.true&select=*,gallery_photos(*)&order=album_date.desc.nullslast,created_at.desc&gallery_photos.order=display_order.asc',
    );
    await visit(page, '/gallery');
    await expect(h1(page)).toHaveText('Gallery');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
      albums.map((a) => String(a.title)),
    );
    const album = albums[0]!;
    const region = page.getByRole('region', { name: String(album.title) });
    await expect(region.getByRole('img')).toHaveCount(album.gallery_photos.length);

    const [first, second] = album.gallery_photos;
    await region.getByRole('link').first().click();
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${first!.id}`);
    const viewer = page.getByRole('dialog', { name: String(album.title) });
    await expect(viewer.getByRole('img', { name: String(first!.caption) })).toBeVisible();
    await expect(page.getByTestId('public-layout')).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${second!.id}`);
    await page.reload();
    await expect(viewer.getByRole('img', { name: String(second!.caption) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`/image-viewer?album=${album.id}&photo=${first!.id}`);
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery#album-${album.id}$`));
  });
});
