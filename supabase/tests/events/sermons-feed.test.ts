import { readFile } from 'node:fs/promises';
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { episodeGuid } from '../../functions/sermons-feed/podcast.ts';
import { ADMIN } from '../api/helpers.ts';
import { APP_CONFIG_FILE, useFeedApi } from './site-config-server.ts';

type Item = {
  enclosure: { url: string; length: string; type: string };
  guid: string;
  itunes: Record<string, string>;
};
type Channel = { itunes: Record<string, unknown>; language: string; 'itunes:explicit': string };

/** A well-kept podcast-aware RSS parser, told to keep the channel tags it does not read by default. */
const parser: Parser<Channel, Item> = new Parser({
  customFields: { feed: ['language', 'itunes:explicit'] },
});

describe('sermons-feed: the podcast', () => {
  const ctx = useFeedApi('sermons-feed');

  /** Seeded files carry the default API address; this test's API listens elsewhere. */
  const local = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ctx.api.url);
  const feed = async () => {
    const response = await fetch(ctx.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    return { text, parsed: await parser.parseString(text) };
  };

  it('has every channel tag Apple Podcasts requires, and the owner it recommends', async () => {
    const { text, parsed } = await feed();
    const church = JSON.parse(await readFile(APP_CONFIG_FILE, 'utf8')).church;
    const { data: settings } = await ctx.api.anon().from('church_settings').select('email').single();
    expect(text).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(parsed.title).toBe('PIWC Asokwa Sermons');
    expect(parsed.description).toMatch(/\w/);
    expect(parsed.language).toBe('en');
    expect(parsed['itunes:explicit']).toBe('false');
    expect(parsed.link).toBe(`${ctx.siteUrl}/sermons`);
    expect(parsed.itunes.owner).toEqual({ name: church.fullTitle, email: settings!.email });
    expect(settings!.email).toMatch(/@/);
    expect(parsed.itunes.categories).toEqual(['Religion & Spirituality']);
    expect(text).toMatch(
      /<itunes:category text="Religion &amp; Spirituality">\s*<itunes:category text="Christianity"\/>/,
    );
    // The picture's `podcast` named rendition, made when it was stored: no render endpoint on hosted Free (#31).
    expect(String(parsed.itunes.image)).toMatch(/\/images\/podcast\/artwork\.podcast\.jpg$/);
    const artwork = await fetch(local(String(parsed.itunes.image)));
    expect(artwork.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await artwork.arrayBuffer())).metadata();
    expect(width).toBe(height);
    expect(width).toBe(1400);
  });

  it('has one item per public sermon with a recording, each with the tags Apple requires and the true length and type', async () => {
    const { parsed } = await feed();
    const { data: sermons } = await ctx.api
      .anon()
      .from('sermons')
      .select('id, title, summary, audio_url, audio_size_bytes, audio_mime_type, audio_duration_seconds')
      .not('audio_size_bytes', 'is', null)
      .order('preached_on', { ascending: false });
    expect(sermons!.length).toBeGreaterThanOrEqual(3);
    expect(parsed.items.map((i) => i.guid)).toEqual(sermons!.map((s) => episodeGuid(s.id)));
    for (const [i, item] of parsed.items.entries()) {
      const sermon = sermons![i]!;
      expect(item.title).toBe(sermon.title);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 12:00:00 GMT$/);
      expect(item.contentSnippet).toContain(sermon.summary);
      expect(item.itunes.duration).toBe(String(sermon.audio_duration_seconds));
      expect(item.enclosure).toEqual({
        url: sermon.audio_url,
        length: String(sermon.audio_size_bytes),
        type: sermon.audio_mime_type,
      });
      // Podcast apps fetch episodes in ranges; the file is as long as the feed says.
      const head = await fetch(local(sermon.audio_url), { headers: { Range: 'bytes=0-99' } });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe(`bytes 0-99/${sermon.audio_size_bytes}`);
      expect(head.headers.get('content-type')).toBe(sermon.audio_mime_type);
      await head.arrayBuffer();
    }
  });

  it('drops a sermon the moment it is unpublished, since it reads as a visitor', async () => {
    const admin = await ctx.api.signedIn(ADMIN);
    const { parsed } = await feed();
    const first = parsed.items[0]!;
    const id = first.guid.replace(/^sermon-/, '').replace(/@piwc-asokwa$/, '');
    expect((await admin.from('sermons').update({ published: false }).eq('id', id)).error).toBeNull();
    const after = await feed();
    expect(after.parsed.items.map((i) => i.guid)).toEqual(parsed.items.slice(1).map((i) => i.guid));
    expect((await admin.from('sermons').update({ published: true }).eq('id', id)).error).toBeNull();
  });

  it('answers an unchanged feed with 304, and anything but GET with 405', async () => {
    const etag = (await fetch(ctx.feedUrl)).headers.get('etag')!;
    expect((await fetch(ctx.feedUrl, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(ctx.feedUrl, { method: 'DELETE' })).status).toBe(405);
  });
});
