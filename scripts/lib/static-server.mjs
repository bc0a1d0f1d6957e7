import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { contentSecurityPolicy } from './csp.mjs';
import { firstScreenLinks } from './first-screen-links.mjs';

const NO_CACHE = /(^|\/)(index\.html|app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const DOT_SEGMENT = /(^|\/)\.(?!well-known\/)/;

function answer(res, status, text, headers = {}) {
  res.statusCode = status;
  // Headers sirv set for the file that turned out not to be there must not describe this answer.
  for (const name of [
    'Content-Length',
    'Content-Encoding',
    'Content-Range',
    'Accept-Ranges',
    'ETag',
    'Last-Modified',
    'Vary',
  ])
    res.removeHeader(name);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(text);
}

const redeploying = (res) =>
  answer(res, 503, 'This site is being updated; try again in a moment.', { 'Retry-After': '1' });

/**
 * sirv writes the status line and then pipes a read stream it never listens to: a file deleted between
 * its lookup and the open (dist/ swapped by a rebuild) raised ENOENT as an uncaught error and took the
 * whole server down. Here its writeHead only sets headers (nothing is sent until the first byte is
 * read), and the stream's errors get a 404/503 instead.
 */
function guardReads(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, headers) => {
    // Node's implicit header (first byte, end()) and sirv's 304 pass no headers: those are sent for real.
    if (headers === undefined) return writeHead(status);
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return res;
  };
  res.once('pipe', (stream) =>
    stream.once('error', (error) => {
      stream.unpipe(res);
      if (res.headersSent) res.destroy(error);
      else if (error.code === 'ENOENT') answer(res, 404, 'Not found');
      else redeploying(res);
    }),
  );
}

/**
 * Serves one app's dist/ the way it is meant to be deployed: hashed assets cached for a year,
 * entry points and runtime config never cached, CORS open so the shell can load remotes.
 * `appConfig` replaces dist/app-config.json, as a deployment would write its own, and sets the
 * shell's Content-Security-Policy (its remotes and Supabase URL are the only other origins allowed).
 * A rebuild may replace dist/ while it serves: files are looked up per request (sirv's `dev`), so new
 * files are found and removed ones answer 404, and while dist/ is missing it answers 503.
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, appConfig }) {
  const csp = appConfig ? contentSecurityPolicy(appConfig) : null;
  const serve = sirv(dir, {
    dev: true,
    single: spa,
    etag: true,
    // Serves the .br/.gz files the build emits when the client accepts them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const pathname = req.url?.split('?')[0] ?? '/';
    // A policy, like the first screen's hints, concerns the document it arrives with (index.html, under any
    // route's path); on every script and style it would add ~0.7 KB to the response for nothing.
    if (appConfig && (pathname.endsWith('.html') || !path.posix.extname(pathname))) {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('Link', firstScreenLinks(appConfig, pathname));
    }
    if (appConfig && pathname === '/app-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(appConfig));
      return;
    }
    // Per-request lookup would otherwise serve dotfiles, which the cached mode skipped.
    if (DOT_SEGMENT.test(pathname)) return answer(res, 404, 'Not found');
    if (!existsSync(dir)) return redeploying(res);
    guardReads(res);
    try {
      serve(req, res, () => answer(res, 404, 'Not found'));
    } catch {
      // A file removed between sirv's existence check and its stat.
      if (!res.headersSent) answer(res, 404, 'Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
