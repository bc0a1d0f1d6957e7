import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isCallerError, resolveCaller, type Caller } from '../caller.ts';
import type { JwtService } from '../jwt.ts';
import type { Vsn } from './protocol.ts';

const PATH = '/realtime/v1/websocket';

/**
 * The WebSocket upgrade as the hosted gateway answers it: the path, then an API key (query `apikey` or header),
 * which also gives the socket its default role. A refusal is written to the socket, which then ends.
 */
export async function acceptSocket(
  req: IncomingMessage,
  socket: Duplex,
  opts: { jwt: JwtService; isApiKey(key: string): Promise<boolean> },
): Promise<{ apiCaller: Caller; vsn: Vsn } | undefined> {
  const url = new URL(req.url ?? '/', 'http://local');
  const refuse = (status: number, message: string) => {
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Unauthorized'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    return undefined;
  };
  if (url.pathname.replace(/\/+$/, '') !== PATH) return refuse(404, 'no Route matched with those values');
  const header = req.headers.apikey;
  const key = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : undefined);
  if (!key) return refuse(401, 'No API key found in request');
  if (!(await opts.isApiKey(key))) return refuse(401, 'Invalid API key');
  const caller = await resolveCaller(opts.jwt, key);
  if (isCallerError(caller)) return refuse(401, caller.message);
  return { apiCaller: caller, vsn: url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0' };
}
