// share: link previews, sitemap.xml and robots.txt for the public site, which is a single-page app whose every
// address serves the same index.html (and crawlers run no JavaScript).
//
//   GET /share/<page path>   e.g. /share/events/<id>
//       a link preview or search crawler → 200, HTML with the page's title, description, 1200×630 picture,
//         og:*, twitter:* and JSON-LD (an unknown, unpublished or scheduled item: the site's own preview)
//       anyone else → 302 to the page itself, <SITE_URL>/<page path>
//   GET /share/sitemap.xml   every public page and item, with lastmod
//   GET /share/robots.txt
//
// Reads run with the anon key, so row-level security decides what a preview may show. Deploy with
// `supabase functions deploy share --no-verify-jwt` (config.toml says the same): crawlers send no token.
// On hosted Supabase without a custom domain, GET answers typed text/html reach the client as text/plain;
// the site's host serves the same document under the page's own address (README, "Link previews").
//
// Environment: SUPABASE_URL and SUPABASE_ANON_KEY (set by Supabase); SITE_URL, the site's origin.
import { isCrawler } from '../_shared/crawlers.js';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';
import { previewDocument } from './document.ts';
import { previewOf } from './pages.ts';
import { readSite } from './site.ts';
import { robots, sitemap } from './sitemap.ts';

/** Crawlers come back for a page now and then; five minutes keeps a correction from waiting long. */
const CACHE = 'public, max-age=300';
const SAFE_PATH = /^\/[A-Za-z0-9\-._~/%]{0,300}$/;

function answer(status: number, body: string | null, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'Access-Control-Allow-Origin': '*', ...headers } });
}

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(405, 'Only GET and HEAD are answered here.\n', {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
      });
    }
    const url = new URL(request.url);
    // Everything after /share: "/events/<id>", or "/" for the home page.
    const rest = url.pathname.replace(/^.*?\/share(?=\/|$)/, '') || '/';
    const path = rest.length > 1 ? rest.replace(/\/+$/, '') : '/';
    const site = await readSite(env).catch((error: unknown) => error as Error);
    if (site instanceof Error) {
      console.error(`share: ${site.message}`);
      return answer(503, 'The site’s details could not be read; try again in a minute.\n', {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '60',
      });
    }
    const body = (text: string) => (request.method === 'HEAD' ? null : text);

    if (path === '/sitemap.xml') {
      return answer(200, body(await sitemap(env, site)), {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': CACHE,
      });
    }
    if (path === '/robots.txt') {
      return answer(200, body(robots(site)), {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE,
      });
    }
    const safe = SAFE_PATH.test(path) ? path : '/';
    if (!isCrawler(request.headers.get('user-agent'))) {
      return answer(302, null, {
        Location: `${site.url}${safe === '/' ? '/' : safe}${url.search}`,
        'Cache-Control': CACHE,
        Vary: 'User-Agent',
      });
    }
    const preview = await previewOf(env, site, safe);
    return answer(200, body(previewDocument(site, preview)), {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': CACHE,
      Vary: 'User-Agent',
    });
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
