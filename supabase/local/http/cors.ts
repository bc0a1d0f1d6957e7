import type { IncomingMessage, ServerResponse } from 'node:http';

// Union of what PostgREST, GoTrue and Storage expose, so the browser client can read every header it uses.
const EXPOSE = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Content-Length',
  'Content-Disposition',
  'Date',
  'ETag',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'X-Sb-Error-Code',
  'X-Relay-Error',
  'Proxy-Status',
  'Cache-Control',
  'Last-Modified',
  'Vary',
].join(', ');
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-region, x-upsert, x-metadata, cache-control, x-supabase-api-version, x-retry-count';

/** Local development: every origin may call; credentials are bearer tokens, never cookies. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  if (req.headers.origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? requested : DEFAULT_ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
}
