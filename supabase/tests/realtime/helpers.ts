import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestApi } from '../api/helpers.ts';

/** Subscribes `channel` and resolves once joined, or rejects with the server's reason. */
export function joined(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
}

export interface Broadcast {
  event: string;
  payload: Record<string, unknown>;
}

/** Joins `topic` (private unless told otherwise) and collects every broadcast the server delivers. */
export async function hear(
  client: SupabaseClient,
  topic: string,
  config: { private?: boolean; self?: boolean } = {},
): Promise<{ channel: RealtimeChannel; heard: Broadcast[] }> {
  const heard: Broadcast[] = [];
  const channel = client
    .channel(topic, {
      config: { private: config.private ?? true, broadcast: { self: config.self ?? false } },
    })
    .on('broadcast', { event: '*' }, (message: Broadcast) => heard.push(message));
  await joined(channel);
  return { channel, heard };
}

/** An anonymous visitor on the private public-content channel, as every open public page is. */
export async function visitorOnPublicContent(api: TestApi) {
  const visitor = api.anon();
  return { visitor, ...(await hear(visitor, 'public-content')) };
}

export async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits long enough for anything the server was going to send to have arrived. */
export const quietPeriod = () => new Promise((r) => setTimeout(r, 300));

/** A raw vsn 2.0.0 socket: frames as the server sends them, for checking the wire format itself. */
export async function rawSocket(api: TestApi): Promise<{ ws: WebSocket; frames: unknown[][] }> {
  const ws = new WebSocket(
    `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.anonKey}&vsn=2.0.0`,
  );
  const frames: unknown[][] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
  await new Promise((resolve) => ws.once('open', resolve));
  return { ws, frames };
}
