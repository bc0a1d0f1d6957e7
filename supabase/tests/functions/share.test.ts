import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
import { startTestApi, type TestApi } from '../api/helpers.ts';
import { CRAWLERS, PHONE, pictureSize, readPreview, sitemapUrls } from './crawler.ts';
import { problems } from './structured-data-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const [WHATSAPP, FACEBOOK] = [CRAWLERS.whatsapp, CRAWLERS.facebook];
/** Each table with a page per item, and that page's path. */
const DETAIL_ROUTES = [
  ['events', 'events'],
  ['sermons', 'sermons'],
  ['announcements', 'announcements'],
  ['notices', 'notices'],
  ['leaders', 'leader'],
  ['milestones', 'milestone'],
] as const;

/** The share function and its site: the shell's public folder (app-config.json, the preview card) served as deployed. */
describe('functions: share (link previews, sitemap, robots)', () => {
  let api: TestApi;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    const appConfig = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/app-config.json'), 'utf8'));
    site = await startStaticServer({ dir: path.join(ROOT, 'shell/public'), port: 0, appConfig });
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    api = await startTestApi({ siteUrl });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  const share = (route: string, userAgent = WHATSAPP, init: RequestInit = {}) =>
    fetch(`${api.url}/functions/v1/share${route}`, {
      redirect: 'manual',
      ...init,
      headers: { 'User-Agent': userAgent, ...(init.headers as Record<string, string>) },
    });
  /** What a crawler reads: the tags of the document it fetched, without running anything. */
  const preview = async (route: string, userAgent = WHATSAPP) => {
    const response = await share(route, userAgent);
    expect(response.status).toBe(200);
    return { response, ...readPreview(await response.text()) };
  };
  const firstRow = async (table: string, filter: Record<string, boolean>) => {
    const query = api.service().from(table).select('*').limit(1);
    for (const [column, value] of Object.entries(filter)) query.eq(column, value);
    const { data, error } = await query.single();
    if (error) throw error;
    return data as Record<string, string>;
  };

  it('gives a crawler an event’s own title, time and place, picture and address, with no token', async () => {
    const seeded = await firstRow('events', { published: true });
    // The test data folder was seeded for the default address; this API listens elsewhere.
    const image_url = seeded.image_url!.replace(/^http:\/\/[^/]+/, api.url);
    // A new address forgets the old meta (#31), so the meta follows in a second write, as a re-upload's would.
    await api.service().from('events').update({ image_url }).eq('id', seeded.id);
    const { data: event } = await api
      .service()
      .from('events')
      .update({ image_meta: seeded.image_meta })
      .eq('id', seeded.id)
      .select()
      .single();
    const { response, tag, canonical, html } = await preview(`/events/${event.id}`);
    // Hosted Supabase without a custom domain relabels HTML answers to GET; the local API does the same.
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(tag('og:title')).toBe(event.title);
    expect(tag('og:description')).toMatch(/^\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m · /);
    expect(tag('og:url')).toBe(`${siteUrl}/events/${event.id}`);
    expect(canonical).toBe(tag('og:url'));
    expect(tag('og:type')).toBe('website');
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:title')).toBe(event.title);
    expect(html).toContain(`<title>${event.title} · PIWC Asokwa</title>`);
    expect(tag('og:image')).toBe(event.image_url!.replace(/\.jpg$/, '.share.jpg'));
    const picture = await fetch(tag('og:image')!);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(await pictureSize(await picture.arrayBuffer())).toMatchObject({
      width: 1200,
      height: 630,
    });
    expect([tag('og:image:width'), tag('og:image:height')]).toEqual(['1200', '630']);
  });

  it('sends people on to the page itself, keeping what the link asked for', async () => {
    const event = await firstRow('events', { published: true });
    const response = await share(`/events/${event.id}?on=2026-12-06`, PHONE);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${siteUrl}/events/${event.id}?on=2026-12-06`);
    expect((await share('/', PHONE)).headers.get('location')).toBe(`${siteUrl}/`);
  });

  it('gives drafts, unknown items and nonsense the site’s own preview, never their content', async () => {
    const draft = await firstRow('events', { published: false });
    const photo = await firstRow('gallery_photos', {});
    const home = await preview('/');
    for (const route of [
      `/events/${draft.id}`,
      '/events/00000000-0000-4000-8000-000000000000',
      '/sermons/x',
      '/nowhere',
      // Not content, but public pages crawlers may reach (robots.txt lets them in to read this noindex).
      '/search?q=worship',
      `/image-viewer?album=${photo.album_id}&photo=${photo.id}`,
    ]) {
      const { tag, html } = await preview(route, FACEBOOK);
      expect(tag('og:title'), route).toBe('PIWC Asokwa');
      expect(tag('og:description'), route).toBe(home.tag('og:description'));
      expect(tag('og:url'), route).toBe(`${siteUrl}/`);
      expect(tag('og:image'), route).toBe(`${siteUrl}/share-card.jpg`);
      expect(tag('robots'), route).toBe('noindex');
      expect(html, route).not.toContain(draft.title);
    }
    const card = await fetch(`${siteUrl}/share-card.jpg`);
    expect(await pictureSize(await card.arrayBuffer())).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it('describes list pages and every detail page in words of their own', async () => {
    const { tag } = await preview('/sermons');
    expect(tag('og:title')).toBe('Sermons');
    expect(tag('og:url')).toBe(`${siteUrl}/sermons`);
    expect(tag('robots')).toBeNull();
    for (const [table, route] of DETAIL_ROUTES.slice(1)) {
      const row = await firstRow(table, { published: true });
      const page = await preview(`/${route}/${row.id}`);
      expect(page.tag('og:url'), table).toBe(`${siteUrl}/${route}/${row.id}`);
      expect(page.tag('og:title'), table).toContain(row.title ?? row.name);
      expect(page.tag('og:description')?.length, table).toBeGreaterThan(20);
    }
  });

  it('carries JSON-LD with what search engines require and recommend, per page type', async () => {
    const check = async (route: string, types: string[]) => {
      const { nodes } = await preview(route, CRAWLERS.google);
      expect(nodes.map((n) => n['@type'])).toEqual(types);
      for (const node of nodes) expect(problems(node), `${route} ${String(node['@type'])}`).toEqual([]);
      return nodes;
    };
    const [church] = await check('/', ['Church']);
    expect(church).toMatchObject({
      name: 'PIWC Asokwa',
      telephone: '+233 32 202 4180',
      geo: { latitude: 6.6712, longitude: -1.6065 },
      address: { streetAddress: 'Plot 14, Asokwa Main Road', addressCountry: 'GH' },
    });
    const event = await firstRow('events', { published: true });
    const [, eventNode, crumbs] = await check(`/events/${event.id}`, ['Church', 'Event', 'BreadcrumbList']);
    expect(eventNode).toMatchObject({
      name: event.title,
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: new Date(event.starts_at!).toISOString().replace(/\.000Z$/, '+00:00'),
    });
    expect((crumbs!.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'Events',
      event.title,
    ]);

    // The seed gives some sermons a recording (#24): those are episodes of the church's podcast.
    const publicSermon = (withAudio: boolean) => {
      const query = api.service().from('sermons').select('id').eq('published', true);
      return (withAudio ? query.not('audio_url', 'is', null) : query.is('audio_url', null)).limit(1).single();
    };
    const { data: written } = await publicSermon(false);
    await check(`/sermons/${written!.id}`, ['Church', 'CreativeWork', 'BreadcrumbList']);
    const { data: sermon } = await publicSermon(true);
    await check(`/sermons/${sermon!.id}`, ['Church', 'PodcastEpisode', 'BreadcrumbList']);
    const { error } = await api
      .service()
      .from('sermons')
      .update({ video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' })
      .eq('id', sermon!.id);
    expect(error).toBeNull();
    await check(`/sermons/${sermon!.id}`, ['Church', 'VideoObject', 'BreadcrumbList']);
    const announcement = await firstRow('announcements', { published: true });
    await check(`/announcements/${announcement.id}`, ['Church', 'Article', 'BreadcrumbList']);
    const leader = await firstRow('leaders', { published: true });
    await check(`/leader/${leader.id}`, ['Church', 'Person', 'BreadcrumbList']);
  });

  it('lists every public page and item in sitemap.xml with lastmod, and nothing that is not public', async () => {
    const response = await share('/sitemap.xml', PHONE);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = sitemapUrls(await response.text());
    const locs = new Set(urls.map((u) => u.loc));
    expect(urls.every((u) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/.test(u.lastmod))).toBe(true);
    for (const page of [
      '/',
      '/about',
      '/visit',
      '/events',
      '/sermons',
      '/announcements',
      '/notices',
      '/gallery',
    ])
      expect(locs, page).toContain(`${siteUrl}${page === '/' ? '/' : page}`);
    for (const [table, route] of DETAIL_ROUTES) {
      const visible = await api.anon().from(table).select('id');
      const all = await api.service().from(table).select('id');
      expect(visible.data!.length, table).toBeGreaterThan(0);
      for (const { id } of all.data!) {
        const listed = locs.has(`${siteUrl}/${route}/${id}`);
        expect(listed, `${table} ${id}`).toBe(visible.data!.some((v) => v.id === id));
      }
      expect(all.data!.length, `${table} has a hidden row to leave out`).toBeGreaterThan(
        visible.data!.length,
      );
    }
    expect([...locs].some((loc) => /\/(admin|auth|search)/.test(loc))).toBe(false);
  });

  it('the site’s own host answers crawlers with the same document under the page’s address, people with the app', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'piwc-share-host-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>The app</title>');
    const host = await startStaticServer({
      dir: dist,
      port: 0,
      spa: true,
      appConfig: {
        ...JSON.parse(readFileSync(path.join(ROOT, 'shell/public/app-config.json'), 'utf8')),
        supabaseUrl: api.url,
      },
    });
    try {
      const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      const event = await firstRow('events', { published: true });
      const asCrawler = await fetch(`${hostUrl}/events/${event.id}`, { headers: { 'User-Agent': FACEBOOK } });
      expect(asCrawler.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await asCrawler.text()).toBe(await (await share(`/events/${event.id}`, FACEBOOK)).text());
      const asPerson = await fetch(`${hostUrl}/events/${event.id}`, { headers: { 'User-Agent': PHONE } });
      expect(await asPerson.text()).toContain('<title>The app</title>');
      const sitemap = await fetch(`${hostUrl}/sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await sitemap.text()).toContain(`<loc>${siteUrl}/events/${event.id}</loc>`);
      expect(await (await fetch(`${hostUrl}/robots.txt`)).text()).toContain('Sitemap: ');
    } finally {
      await new Promise((resolve) => host.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers robots.txt with the sitemap, and refuses what it does not serve', async () => {
    const robots = await (await share('/robots.txt', PHONE)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    // A Disallow would hide their noindex from crawlers (above): they are let in to read it.
    expect(robots).not.toMatch(/^Disallow: \/(search|image-viewer)/m);
    expect((await share('/events', PHONE, { method: 'POST' })).status).toBe(405);
    // Other functions still want a token; this one is called by crawlers, which have none.
    expect((await fetch(`${api.url}/functions/v1/contact-notify`, { method: 'POST' })).status).toBe(401);
  });
});
