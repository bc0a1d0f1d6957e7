// sitemap.xml and robots.txt. The sitemap lists every page a visitor may open now, each with when it last
// changed; it reads as a visitor does, so drafts, scheduled and expired items never appear.
import { LIST_PAGES } from '../_shared/public-pages.ts';
import type { Env } from '../_shared/runtime.ts';
import { escapeHtml } from '../_shared/escape-html.ts';
import { DETAIL_PAGES } from './pages.ts';
import { readRows, type Site } from './site.ts';

/** Hosted Supabase answers at most 1000 rows a request (max_rows): longer lists are read a page at a time. */
const PAGE = 1000;

async function allRows(env: Env, table: string): Promise<{ id: string; updated_at: string }[]> {
  const rows: { id: string; updated_at: string }[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await readRows<{ id: string; updated_at: string }>(env, table, {
      select: 'id,updated_at',
      published: 'eq.true',
      order: 'id',
      limit: String(PAGE),
      offset: String(offset),
    });
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** What each list page shows, so it changes when they do (the home page shows a little of everything). */
const LIST_SOURCES: Record<string, string[]> = {
  '/events': ['events'],
  '/sermons': ['sermons'],
  '/announcements': ['announcements'],
  '/notices': ['notices'],
  '/ministries': ['ministries'],
  '/gallery': ['gallery_albums'],
  '/about': ['leaders', 'milestones', 'welcome_section'],
};
const SETTINGS_PAGES = ['/contact', '/visit'];

const w3cTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const latest = (times: (string | undefined)[]) =>
  times.filter((t): t is string => Boolean(t)).sort((a, b) => Date.parse(b) - Date.parse(a))[0];

export async function sitemap(env: Env, site: Site): Promise<string> {
  const tables = [...new Set([...DETAIL_PAGES.map((p) => p.table), ...Object.values(LIST_SOURCES).flat()])];
  const rows = new Map(await Promise.all(tables.map(async (t) => [t, await allRows(env, t)] as const)));
  const changed = (names: string[]) => latest(names.flatMap((t) => rows.get(t)!.map((r) => r.updated_at)));
  const entries: { path: string; lastmod?: string }[] = [];
  for (const path of Object.keys(LIST_PAGES)) {
    const lastmod =
      path === '/'
        ? changed(tables)
        : SETTINGS_PAGES.includes(path)
          ? site.settings?.updated_at
          : changed(LIST_SOURCES[path] ?? []);
    entries.push({ path, lastmod });
  }
  for (const page of DETAIL_PAGES) {
    for (const row of rows.get(page.table)!)
      entries.push({ path: `${page.prefix}${row.id}`, lastmod: row.updated_at });
  }
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(`${site.url}${path}`)}</loc>${lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The office's pages (sign-in, the admin) are not for crawling. Search results and a picture alone are not for
 * indexing either, but they are public pages a link can reach: a crawler is let in and told so by the page itself
 * (`previewOf` gives them the site's preview with `noindex`). A robots.txt `Disallow` would hide that `noindex`
 * from it, and a disallowed address that other sites link to can still be listed, without its words.
 */
export const robots = (site: Site) =>
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join(
    '\n',
  );
