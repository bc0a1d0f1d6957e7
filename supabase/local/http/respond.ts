import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendRaw(res, status, body === undefined ? '' : JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendRaw(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}, head = false): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  res.writeHead(status, { ...headers, 'Content-Length': String(length) });
  res.end(head ? undefined : body);
}
