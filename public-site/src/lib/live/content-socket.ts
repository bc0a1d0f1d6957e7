import { Socket, type Decode, type Encode, type Message } from '@supabase/phoenix';
import { REALTIME } from 'shared-ui';
import { supabaseSettings } from 'shared-ui/connection';

/**
 * Realtime's JSON protocol: every frame is text. Under 2.0.0 the server may send a broadcast as a binary frame
 * that only realtime-js's own serializer reads (Supabase's Realtime protocol guide), so this socket asks for 1.0.0
 * and encodes as realtime-js does for it.
 */
const encode: Encode<void> = (message, callback) => callback(JSON.stringify(message));
const decode: Decode<void> = (frame, callback) => callback(JSON.parse(frame as string) as Message<unknown>);
const JSON_PROTOCOL = { vsn: '1.0.0', encode, decode } as const;

export interface ContentConnection {
  socket: Socket;
  /** What joining the content channel sends. */
  joinParams: Record<string, unknown>;
}

/**
 * The Realtime connection an open page listens on: the Phoenix socket realtime-js itself is built on, at the endpoint
 * and with the key and timings supabase-js would use for someone not signed in. Everyone listens as a visitor (the
 * channel carries only which public table changed, the same for all), so no page's live updates wait for, or
 * fetch, supabase-js; and realtime-js's channel, presence and Postgres-changes layers (10 KB gzip) stay unfetched.
 */
export function createContentConnection(): ContentConnection {
  const { url, anonKey } = supabaseSettings();
  const endpoint = new URL('realtime/v1', `${url}/`);
  endpoint.protocol = endpoint.protocol.replace('http', 'ws');
  const socket = new Socket(endpoint.href, {
    ...JSON_PROTOCOL,
    params: { apikey: anonKey },
    heartbeatIntervalMs: REALTIME.heartbeatIntervalMs,
    timeout: REALTIME.timeoutMs,
  });
  // What realtime-js sends to join a private Broadcast channel (RealtimeChannel.subscribe): no acknowledgements, no
  // presence, no Postgres changes; the anon key is the token Realtime checks the channel's policies against.
  const joinParams = {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [],
      private: true,
    },
    access_token: anonKey,
  };
  return { socket, joinParams };
}

let connection: ContentConnection | null = null;

/** The page's one connection, made when a page first listens. */
export function contentConnection(): ContentConnection {
  connection ??= createContentConnection();
  return connection;
}
