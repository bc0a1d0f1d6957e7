// Reading a page as a crawler does: its tags, its JSON-LD, its preview picture, a sitemap. Shared by the share
// function's tests and the e2e journey (which resolves these libraries from here).
import { XMLParser } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { jsonLdNodes } from './structured-data-rules.ts';

export const CRAWLERS = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  google: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
export const PHONE =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

export function readPreview(html: string) {
  const doc = parse(html);
  return {
    html,
    /** A meta tag's content, by `property` (og:*) or `name` (twitter:*, description, robots). */
    tag: (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null,
    title: doc.querySelector('title')?.textContent ?? null,
    canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    nodes: jsonLdNodes(html),
  };
}

export const pictureSize = async (bytes: ArrayBuffer | Uint8Array) => {
  const { width, height, format } = await sharp(Buffer.from(bytes as ArrayBuffer)).metadata();
  return { width, height, format };
};

export function sitemapUrls(xml: string): { loc: string; lastmod: string }[] {
  const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod: string }[] } };
  return parsed.urlset.url;
}
