import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControlFor, fileKind } from './cache-policy.mjs';
import { contentSecurityPolicy } from './csp.mjs';
import { firstScreenLinks, sessionScriptsIn } from './first-screen-links.mjs';
import { answerFromShare, shareFunctionUrl } from './share-previews.mjs';

const DOT_SEGMENT = /(^|\/)\.(?!well-known\/)/;

export function answer(res, status, text, headers = {}) {
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

export const redeploying = (res) =>
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
 * Serves the files under `dir`, each with the Cache-Control of its kind (cache-policy.mjs), validated by ETag.
 * Files are looked up per request (sirv's `dev`), so files added by a rebuild or a release are found and
 * removed ones answer 404.
 */
export function fileServer(dir, { spa = false, releases = false } = {}) {
  const serve = sirv(dir, {
    dev: true,
    single: spa,
    etag: true,
    // Serves the .br/.gz files the build emits when the client accepts them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(fileKind(pathname, { spa, releases })));
    },
  });
  return (req, res) => {
    if (!existsSync(dir)) return redeploying(res);
    guardReads(res);
    try {
      serve(req, res, () => answer(res, 404, 'Not found'));
    } catch {
      // A file removed between sirv's existence check and its stat.
      if (!res.headersSent) answer(res, 404, 'Not found');
    }
  };
}

const pathnameOf = (req) => req.url?.split('?')[0] ?? '/';

/**
 * An http server for one app, with the headers every response carries. `documentConfig(pathname)` gives the
 * runtime config a shell document is sent under (its CSP and first-screen hints follow from it), or null;
 * `documentFile()` the index.html it is (its session template's scripts are hinted too).
 */
export function listen(
  { port, host = '127.0.0.1', documentConfig = () => null, documentFile = () => null },
  handle,
) {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    const pathname = pathnameOf(req);
    // Per-request lookup would otherwise serve dotfiles, which the cached mode skipped.
    if (DOT_SEGMENT.test(pathname)) return answer(res, 404, 'Not found');
    // A policy, like the first screen's hints, concerns the document it arrives with (index.html, under any
    // route's path); on every script and style it would add ~0.7 KB to the response for nothing.
    const config = fileKind(pathname, { spa: true }) === 'document' ? documentConfig(pathname) : null;
    if (config) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
      const file = documentFile();
      res.setHeader('Link', firstScreenLinks(config, pathname, file ? sessionScriptsIn(file) : []));
    }
    const share = shareFunctionUrl(req, pathname, documentConfig);
    if (share) return answerFromShare(req, res, share, () => handle(req, res, pathname));
    handle(req, res, pathname);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Serves one app's dist/ the way it is meant to be deployed: hashed assets cached for a year, documents,
 * entry points and the runtime config revalidated on every use, CORS open so the shell can load remotes.
 * `appConfig` replaces dist/app-config.json, as a deployment would write its own, and sets the shell's
 * Content-Security-Policy (its remotes and Supabase URL are the only other origins allowed).
 * A rebuild may replace dist/ while it serves; while dist/ is missing it answers 503.
 */
export function startStaticServer({ dir, port, host, spa = false, appConfig }) {
  const files = fileServer(dir, { spa });
  const configBody = appConfig && JSON.stringify(appConfig);
  const documentFile = () => path.join(dir, 'index.html');
  return listen(
    { port, host, documentConfig: () => appConfig ?? null, documentFile },
    (req, res, pathname) => {
      if (configBody && pathname === '/app-config.json') {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', cacheControlFor('runtime config'));
        res.end(configBody);
        return;
      }
      files(req, res);
    },
  );
}
