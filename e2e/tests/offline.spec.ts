import { expect, test, type Request } from '@playwright/test';
import { serviceRest } from '../fixtures/public-site';
import { contentShows, controlledByServiceWorker, follow, readsSaved } from './offline-support';

/**
 * A visitor on a connection that comes and goes: what they saw opens offline from the service worker, with a
 * quiet note saying when it was saved; a page never seen says so; back online, fresh content arrives by itself.
 */
test.use({ serviceWorkers: 'allow' });

test('pages seen open offline with a dated note; a page never seen says so; back online, fresh content without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [event] = await serviceRest<{ id: string; title: string }[]>(
    `events?published=eq.true&or=(ends_at.gte.${new Date().toISOString()},starts_at.gte.${new Date().toISOString()})&order=starts_at.asc&limit=1&select=id,title`,
  );
  const [sermon] = await serviceRest<{ title: string }[]>(
    'sermons?published=eq.true&order=preached_on.desc&limit=1&select=title',
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The first visit: the worker registers once the first screen is shown, and takes the page over.
  await page.goto('/');
  await contentShows(page);
  await controlledByServiceWorker(page);
  await follow(page, 'Events');
  await follow(page, 'Sermons');

  const seen = [
    { path: '/', shows: page.getByRole('region', { name: 'Upcoming events' }).getByText(event!.title) },
    { path: '/events', shows: page.getByRole('main').getByRole('link', { name: event!.title }).first() },
    { path: '/sermons', shows: page.getByRole('main').getByText(sermon!.title).first() },
  ];
  await readsSaved(page, ['announcements', 'events', 'sermons']);
  await context.setOffline(true);
  for (const { path, shows } of seen) {
    await page.goto(path);
    await contentShows(page);
    await expect(shows).toBeVisible();
    await expect(page.getByTestId('offline-note')).toHaveText(
      /^You are offline — showing what you saw on \w+ \d{1,2} \w+ (at )?\d{1,2}:\d{2}/,
    );
    await expect(page.getByRole('heading', { name: /error|unavailable/i })).toHaveCount(0);
  }

  // Never opened here: said plainly, with a way to try again.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('You are offline');
  await expect(page.getByText('This page has not been opened on this device before')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Back on /events, still offline; the church changes the event meanwhile.
  await page.goto('/events');
  await expect(seen[1]!.shows).toBeVisible();
  const renamed = `${event!.title} (moved indoors)`;
  await serviceRest(`events?id=eq.${event!.id}`, { method: 'PATCH', body: { title: renamed } });
  try {
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await context.setOffline(false);
    await expect(page.getByRole('main').getByRole('link', { name: renamed }).first()).toBeVisible();
    await expect(page.getByTestId('offline-note')).toHaveCount(0);
    expect(documents).toEqual([]);
  } finally {
    await serviceRest(`events?id=eq.${event!.id}`, { method: 'PATCH', body: { title: event!.title } });
  }
  expect(errors).toEqual([]);
});

test('a returning visitor: one small read checks all that was saved, and what changed since shows on the next visit', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [latest] = await serviceRest<{ id: string; title: string }[]>(
    'announcements?published=eq.true&order=publish_at.desc&limit=1&select=id,title',
  );
  /** Reloads `/` and lists the Supabase reads the worker sent over the network meanwhile. */
  const readsOfAVisit = async () => {
    const reads: string[] = [];
    const record = (request: Request) => {
      if (request.serviceWorker() && request.method() === 'GET' && request.url().includes('/rest/v1/'))
        reads.push(new URL(request.url()).pathname.replace('/rest/v1/', ''));
    };
    context.on('request', record);
    const checked = context.waitForEvent('requestfinished', (r) => r.url().includes('/rpc/content_version'));
    await page.reload();
    await contentShows(page);
    await checked;
    // A read made again because the version moved follows the version's answer.
    await page.waitForTimeout(1000);
    context.off('request', record);
    return reads.sort();
  };

  await page.goto('/');
  await contentShows(page);
  await controlledByServiceWorker(page);
  // The visit that first finds every read saved reads each again once, to mark it with the version; later
  // visits with nothing changed read the version only.
  await expect.poll(readsOfAVisit, { timeout: 60_000 }).toEqual(['rpc/content_version']);

  const renamed = `${latest!.title} (updated)`;
  await serviceRest(`announcements?id=eq.${latest!.id}`, { method: 'PATCH', body: { title: renamed } });
  try {
    expect(await readsOfAVisit()).toEqual(expect.arrayContaining(['announcements', 'rpc/content_version']));
    await expect(page.getByRole('region', { name: 'Latest announcements' }).getByText(renamed)).toBeVisible();
  } finally {
    await serviceRest(`announcements?id=eq.${latest!.id}`, {
      method: 'PATCH',
      body: { title: latest!.title },
    });
  }
});
