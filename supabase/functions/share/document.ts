// The HTML a crawler reads: the page's tags in <head> and its words in <body>. No script runs and nothing
// redirects: people following a share link are sent on by the function itself (index.ts).
import { escapeHtml } from '../_shared/escape-html.ts';
import { documentTitle } from '../_shared/public-pages.ts';
import type { Preview } from './pages.ts';
import { churchFacts } from './pages.ts';
import type { Site } from './site.ts';
import * as ld from './structured-data.ts';

/** JSON inside <script>: `<` written as \u003c, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The structured data of a page: the church, then what the page itself is about. */
export const structuredData = (site: Site, p: Preview) => ({
  '@context': 'https://schema.org',
  '@graph': [ld.church(site, `${site.url}/share-card.jpg`), ...p.data],
});

export function previewDocument(site: Site, p: Preview): string {
  const title = documentTitle(p.title, churchFacts(site));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', p.description),
    `<link rel="canonical" href="${escapeHtml(p.url)}">`,
    p.found ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', site.branchName),
    meta('property', 'og:type', p.type),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.url),
    meta('property', 'og:image', p.picture.url),
    meta('property', 'og:image:type', p.picture.type),
    meta('property', 'og:image:width', p.picture.width),
    meta('property', 'og:image:height', p.picture.height),
    meta('property', 'og:image:alt', p.picture.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    meta('name', 'twitter:image', p.picture.url),
    meta('name', 'twitter:image:alt', p.picture.alt),
    `<script type="application/ld+json">${scriptJson(structuredData(site, p))}</script>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<main>
<h1>${escapeHtml(p.title)}</h1>
<p>${escapeHtml(p.description)}</p>
<p><a href="${escapeHtml(p.url)}">${escapeHtml(title)}</a></p>
</main>
</body>
</html>
`;
}
