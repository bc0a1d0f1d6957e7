// Link previews and the sitemap under the site's own addresses. The site is one index.html for every path, and
// crawlers run no JavaScript, so this host hands them what the `share` Edge Function says about the page
// (supabase/functions/share): a link pasted into WhatsApp shows the page's own title and picture. People get
// the app as before. Other hosts do the same with a rewrite or an edge function (README, "Link previews").
import { isCrawler } from '../../supabase/functions/_shared/crawlers.js';
import { fileKind } from './cache-policy.mjs';

const TYPES = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

/**
 * The share function's address for this request, or null when the host answers it itself. `documentConfig`
 * gives the runtime config (its supabaseUrl) of a shell host, null elsewhere.
 */
export function shareFunctionUrl(req, pathname, documentConfig) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const forCrawler = fileKind(pathname, { spa: true }) === 'document' && isCrawler(req.headers['user-agent']);
  if (!TYPES[pathname] && !forCrawler) return null;
  const config = documentConfig(pathname);
  if (!config?.supabaseUrl) return null;
  const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  return `${config.supabaseUrl.replace(/\/+$/, '')}/functions/v1/share${pathname}${search}`;
}

/**
 * Answers with the function's document, typed for what it is: hosted Supabase relabels a function's HTML as
 * text/plain, which under the page's own address it is not. If the function cannot answer, `fallback` serves
 * the request as if this hook were not here (the app's index.html, or a 404 for the two files).
 */
export async function answerFromShare(req, res, url, fallback) {
  let response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': req.headers['user-agent'] ?? '' },
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return fallback();
  }
  if (response.status !== 200) return fallback();
  const pathname = new URL(url).pathname.replace(/^.*\/share/, '');
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[pathname] ?? 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', response.headers.get('cache-control') ?? 'no-cache');
  res.setHeader('Vary', 'User-Agent');
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
