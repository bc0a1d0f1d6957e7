import type { Page } from '@playwright/test';
import { ANON_KEY, adminToken, apiUrl } from './admin-support';

/** Helpers for the live-*.spec.ts suites (not a spec itself). */
export interface NoticeRow {
  id: string;
  title: string;
  published: boolean;
}

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * A write as the admin makes it (PostgREST, the admin's token). Given the admin's page, the request
 * goes out from that browser context; given an API URL, from the test.
 */
export async function adminWrite(
  method: Method,
  query: string,
  body: unknown,
  from: Page | string = apiUrl(),
): Promise<NoticeRow[]> {
  const api = typeof from === 'string' ? from : apiUrl();
  const request = {
    url: `${api}/rest/v1/${query}`,
    method,
    token: await adminToken(api),
    anonKey: ANON_KEY,
    body: body === undefined ? null : JSON.stringify(body),
  };
  const send = async (r: typeof request) => {
    const response = await fetch(r.url, {
      method: r.method,
      headers: {
        apikey: r.anonKey,
        authorization: `Bearer ${r.token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: r.body,
    });
    return { ok: response.ok, status: response.status, text: await response.text() };
  };
  const result = typeof from === 'string' ? await send(request) : await from.evaluate(send, request);
  if (!result.ok) throw new Error(`${method} ${query}: ${result.status} ${result.text}`);
  return JSON.parse(result.text) as NoticeRow[];
}

/** Marks the document, so a test can prove a change arrived without a reload. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
export const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

/** A Phoenix message of the page's Realtime socket. */
export interface PhoenixMessage {
  ref: string;
  topic: string;
  event: string;
  payload: unknown;
}

/**
 * A Phoenix text frame as a message: the pages speak Realtime's JSON protocol 1.0.0 (an object per frame;
 * public-site/src/lib/live/content-socket.ts). Anything else (a binary frame, another protocol) is null.
 */
export function phoenixMessage(frame: string | Buffer): PhoenixMessage | null {
  if (typeof frame !== 'string') return null;
  try {
    const parsed = JSON.parse(frame) as Partial<Record<keyof PhoenixMessage, unknown>> | null;
    if (!parsed || typeof parsed.topic !== 'string' || typeof parsed.event !== 'string') return null;
    return { ref: String(parsed.ref), topic: parsed.topic, event: parsed.event, payload: parsed.payload };
  } catch {
    return null;
  }
}

/**
 * Resolves once the page has joined the private channel the database announces content changes on
 * (realtime:public-content): from then on, every change reaches it. Call before navigating.
 */
export function contentChannelJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = phoenixMessage(payload);
        const reply = message?.payload as { status?: string } | undefined;
        if (
          message?.topic === 'realtime:public-content' &&
          message.event === 'phx_reply' &&
          reply?.status === 'ok'
        )
          resolve();
      }),
    );
  });
}
