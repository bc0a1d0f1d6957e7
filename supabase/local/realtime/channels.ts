import type { WebSocket } from 'ws';
import type { Caller } from '../caller.ts';
import type { ChannelAccess } from './channel-access.ts';
import type { Binding } from './postgres-changes.ts';
import { encodeFrame, type PhoenixMessage, type Vsn } from './protocol.ts';

export interface Channel {
  topic: string;
  /** The topic without `realtime:`, as policies (realtime.topic()) and messages name it. */
  name: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
  private: boolean;
  /** The join's broadcast options: hear your own broadcasts; be acknowledged. */
  self: boolean;
  ack: boolean;
  /** Decided by the policies on realtime.messages; public channels need none. */
  access?: ChannelAccess;
}

export interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  apiCaller: Caller;
  channels: Map<string, Channel>;
  /** Counted against the concurrent-users limit from its first join until it closes, as hosted counts it. */
  counted: boolean;
}

export function send(connection: Connection, message: PhoenixMessage): void {
  if (connection.ws.readyState === connection.ws.OPEN)
    connection.ws.send(encodeFrame(message, connection.vsn));
}

export function push(
  connection: Connection,
  channel: Channel,
  event: string,
  payload: Record<string, unknown>,
) {
  send(connection, { joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
}

/** A broadcast to every channel joined to `topic` with the same privacy that may read it. */
export function fanOut(
  connections: Iterable<Connection>,
  topic: string,
  isPrivate: boolean,
  payload: Record<string, unknown>,
  include: (channel: Channel) => boolean = () => true,
): void {
  for (const connection of connections) {
    const channel = connection.channels.get(topic);
    if (!channel || channel.private !== isPrivate || !include(channel)) continue;
    if (channel.private && !channel.access?.broadcastRead) continue;
    push(connection, channel, 'broadcast', payload);
  }
}
