import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { CRAWLERS, pictureSize, readPreview, sitemapUrls } from '../../supabase/tests/functions/crawler.ts';
import { problems } from '../../supabase/tests/functions/structured-data-rules.ts';
import { LIST_PAGES } from '../../supabase/functions/_shared/public-pages.ts';
import { PORTS, urlOf } from '../fixtures/ports';

/**
 * What WhatsApp, Facebook and search engines read of the deployed site: documents fetched with a crawler's user
 * agent and no JavaScript, from the share links and from the pages' own addresses.
 */

const apiUrl = () => process.env.E2E_API_URL ?? urlOf(PORTS.api);
const site = urlOf(PORTS.shell);

/** Rows as the service role sees them (drafts too), or as a visitor does, to know what must and must not be shown. */
async function rows(
  table: string,
  filter = '',
  key = DEMO_SERVICE_ROLE_KEY,
): Promise<{ id: string; title?: string; name?: string }[]> {
  const response = await fetch(`${apiUrl()}/rest/v1/${table}?select=*${filter}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(response.ok).toBe(true);
  return response.json();
}

async function read(request: APIRequestContext, url: string, userAgent: string) {
  const response = await request.get(url, { headers: { 'User-Agent': userAgent }, maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return { ...readPreview(await response.text()), type: response.headers()['content-type'] };
}

const PAGES = [
  { table: 'events', route: 'events', types: ['Church', 'Event', 'BreadcrumbList'] },
  // A seeded sermon with a recording is a podcast episode (one without is a CreativeWork: share.test.ts).
  {
    table: 'sermons',
    route: 'sermons',
    where: '&audio_url=not.is.null',
    types: ['Church', 'PodcastEpisode', 'BreadcrumbList'],
  },
  { table: 'announcements', route: 'announcements', types: ['Church', 'Article', 'BreadcrumbList'] },
  { table: 'notices', route: 'notices', types: ['Church', 'Article', 'BreadcrumbList'] },
  { table: 'leaders', route: 'leader', types: ['Church', 'Person', 'BreadcrumbList'] },
];

test('every shareable page previews with its own title, picture and structured data, from both addresses', async ({
  request,
}) => {
  for (const page of PAGES) {
    const [item] = await rows(page.table, `&published=eq.true${'where' in page ? page.where : ''}&limit=1`);
    const path = `/${page.route}/${item!.id}`;
    const viaShare = await read(request, `${apiUrl()}/functions/v1/share${path}`, CRAWLERS.whatsapp);
    const viaPage = await read(request, `${site}${path}`, CRAWLERS.facebook);
    // The page's own address answers HTML; the share link answers as hosted Supabase would (text/plain).
    expect(viaPage.type).toBe('text/html; charset=utf-8');
    expect(viaPage.html).toBe(viaShare.html);
    const { tag, nodes } = viaPage;
    expect(tag('og:title'), path).toBe(item!.title ?? item!.name);
    expect(tag('og:url')).toBe(`${site}${path}`);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('og:description')!.length).toBeGreaterThan(20);
    const picture = await request.get(tag('og:image')!);
    expect(await pictureSize(await picture.body()), path).toMatchObject({ width: 1200, height: 630 });
    expect(
      nodes.map((n) => n['@type']),
      path,
    ).toEqual(page.types);
    for (const node of nodes) expect(problems(node), `${path} ${String(node['@type'])}`).toEqual([]);
  }
  const [draft] = await rows('events', '&published=eq.false&limit=1');
  const hidden = await read(request, `${site}/events/${draft!.id}`, CRAWLERS.google);
  expect(hidden.tag('og:title')).toBe('PIWC Asokwa');
  expect(hidden.tag('robots')).toBe('noindex');
  expect(hidden.html).not.toContain(draft!.title!);
  // Search results are public but not for indexing: robots.txt lets the crawler in to read this noindex.
  const results = await read(request, `${site}/search?q=worship`, CRAWLERS.google);
  expect(results.tag('robots')).toBe('noindex');
});

test('the home page and each list page say of themselves, in the browser, what their link previews say', async ({
  page,
  request,
}) => {
  for (const path of Object.keys(LIST_PAGES)) {
    const preview = await read(request, `${site}${path}`, CRAWLERS.google);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
      'content',
      preview.tag('description')!,
    );
    await expect(page, path).toHaveTitle(preview.title!);
  }
});

test('a person following a share link lands on the page; a browser on the page gets the app', async ({
  page,
}) => {
  const [event] = await rows('events', '&published=eq.true&limit=1');
  await page.goto(`${apiUrl()}/functions/v1/share/events/${event!.id}`);
  await expect(page).toHaveURL(`${site}/events/${event!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
});

test('sitemap.xml lists every public item and none that is not; robots.txt points to it', async ({
  request,
}) => {
  const urls = sitemapUrls(await (await request.get(`${site}/sitemap.xml`)).text());
  const locs = new Set(urls.map((u) => u.loc));
  expect(urls.every((u) => u.lastmod)).toBe(true);
  for (const page of PAGES) {
    const visible = new Set((await rows(page.table, '', DEMO_ANON_KEY)).map((row) => row.id));
    const all = await rows(page.table);
    expect(all.length, `${page.table}: the seed hides some`).toBeGreaterThan(visible.size);
    for (const row of all)
      expect(locs.has(`${site}/${page.route}/${row.id}`), `${page.table} ${row.id}`).toBe(
        visible.has(row.id),
      );
  }
  const robots = await (await request.get(`${site}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});
