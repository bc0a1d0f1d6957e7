import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

// Hosted Supabase's edge sends JSON gzip-compressed to clients that accept it (every browser does); so does
// this API, so a phone's reads weigh here what they weigh there (a list of ministries: 3.5 -> 1 KB).
const COMPRESSIBLE_TYPE = /^(application\/[\w.+-]*json|text\/)/;
// Below this, headers outweigh the saving.
const MIN_COMPRESSED_BYTES = 1024;

function acceptsGzip(req: IncomingMessage | undefined): boolean {
  return String(req?.headers['accept-encoding'] ?? '')
    .split(',')
    .some((offer) => {
      const [coding, ...params] = offer.split(';').map((part) => part.trim().toLowerCase());
      const quality = params.find((param) => param.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
    });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendRaw(res, status, body === undefined ? '' : JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
  head = false,
): void {
  let payload = body;
  let length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  let encoding: { 'Content-Encoding': string } | undefined;
  if (length >= MIN_COMPRESSED_BYTES && COMPRESSIBLE_TYPE.test(headers['Content-Type'] ?? '')) {
    res.appendHeader('Vary', 'Accept-Encoding');
    if (!head && acceptsGzip(res.req)) {
      payload = gzipSync(payload);
      length = payload.length;
      encoding = { 'Content-Encoding': 'gzip' };
    }
  }
  res.writeHead(status, { ...headers, ...encoding, 'Content-Length': String(length) });
  res.end(head ? undefined : payload);
}
