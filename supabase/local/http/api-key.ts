import type { IncomingMessage } from 'node:http';

/**
 * Where the gateway finds a request's API key: the `apikey` header, else the `apikey` query parameter (hosted
 * Supabase's 401 names both: "No `apikey` request header or url param was found").
 */
export function gatewayApiKey(req: IncomingMessage, url: URL): { key: string | undefined; inQuery: boolean } {
  const header = req.headers.apikey;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined) return { key: fromHeader, inQuery: false };
  const fromQuery = url.searchParams.get('apikey');
  return fromQuery === null ? { key: undefined, inQuery: false } : { key: fromQuery, inQuery: true };
}
