import http from 'node:http';
import sirv from 'sirv';
import { contentSecurityPolicy } from './csp.mjs';

const NO_CACHE = /(^|\/)(index\.html|app-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

/**
 * Serves one app's dist/ the way it is meant to be deployed: hashed assets cached for a year,
 * entry points and runtime config never cached, CORS open so the shell can load remotes.
 * `appConfig` replaces dist/app-config.json, as a deployment would write its own, and sets the
 * shell's Content-Security-Policy (its remotes and Supabase URL are the only other origins allowed).
 */
export function startStaticServer({ dir, port, host = '127.0.0.1', spa = false, appConfig }) {
  const serve = sirv(dir, {
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
  const csp = appConfig ? contentSecurityPolicy(appConfig) : null;
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (csp) res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (appConfig && req.url?.split('?')[0] === '/app-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(appConfig));
      return;
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
