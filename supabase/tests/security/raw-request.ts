import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export const json = { 'content-type': 'application/json' };
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A JSON-bodied request, signed in when a token is given: most hostile write cases differ only in name,
 * method, route and body, so a case table reads one row per case.
 */
export const jsonCall = (
  name: string,
  method: string,
  path: string,
  body: string | Buffer,
  token?: string,
): RawRequest => ({ name, method, path, headers: token ? { ...json, ...bearer(token) } : json, body });

export interface RawResponse {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * Raw HTTP with the anon key, so paths reach the server exactly as written (fetch would normalise `..`)
 * and any header, size or body can be sent. Gives up after 10 s, naming the case.
 */
export function sendRaw(api: { url: string; anonKey: string }, c: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(api.url);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: c.method ?? 'GET',
        path: c.path,
        headers: { apikey: api.anonKey, ...c.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer within 10 s: ${c.name}`)));
    if (c.body !== undefined) req.write(c.body);
    req.end();
  });
}
