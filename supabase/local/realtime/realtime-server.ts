import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from '../../db/database.ts';
import { isCallerError, resolveCaller, type Caller } from '../caller.ts';
import type { JwtService } from '../jwt.ts';
import { decodeBroadcastPush } from './binary.ts';
import { acceptSocket } from './handshake.ts';
import { ChangeFeed, type Change } from './change-feed.ts';
import { channelAccess } from './channel-access.ts';
import { MessageFeed, type BroadcastMessage } from './message-feed.ts';
import { deliverChange, matchingIds, parseBindings, type ChangeTarget } from './postgres-changes.ts';
import { decodeFrame, reply, type PhoenixMessage } from './protocol.ts';
import { fanOut, push, send, type Channel, type Connection } from './channels.ts';

/** A project's Realtime quotas (supabase.com/docs/guides/realtime/quotas). */
export interface RealtimeLimits {
  maxConcurrentUsers: number;
  maxChannelsPerClient: number;
}

export interface RealtimeOptions {
  db: Database;
  jwt: JwtService;
  /** Is this the anon/service key or another token signed with our secret? */
  isApiKey(key: string): Promise<boolean>;
  log(fields: Record<string, unknown>): void;
  limits: RealtimeLimits;
}

const objectOr = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `/realtime/v1/websocket`: the Phoenix protocol realtime-js speaks, for postgres_changes and Broadcast. */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly connections = new Set<Connection>();
  private readonly changes: ChangeFeed;
  private readonly messages: MessageFeed;

  constructor(private readonly opts: RealtimeOptions) {
    const onError = (error: unknown) =>
      opts.log({
        level: 'error',
        event: 'realtime',
        error: error instanceof Error ? error.stack : String(error),
      });
    this.changes = new ChangeFeed(opts.db, (change) => this.dispatchChange(change), onError);
    this.messages = new MessageFeed(opts.db, (message) => this.dispatchMessage(message), onError);
  }

  async start(): Promise<void> {
    await this.changes.start();
    await this.messages.start();
  }

  sync(): Promise<void> {
    return this.changes.sync();
  }

  attach(server: Server): void {
    server.on('upgrade', (req, socket, head) => {
      this.upgrade(req, socket, head).catch(() => socket.destroy());
    });
  }

  async stop(): Promise<void> {
    for (const connection of this.connections) connection.ws.terminate();
    this.connections.clear();
    this.wss.close();
    await this.changes.stop();
    await this.messages.stop();
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const accepted = await acceptSocket(req, socket, this.opts);
    if (!accepted) return;
    this.wss.handleUpgrade(req, socket, head, (ws) =>
      this.open({ ws, ...accepted, channels: new Map(), counted: false }),
    );
  }

  private open(connection: Connection): void {
    this.connections.add(connection);
    connection.ws.on('message', (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      const message = isBinary ? decodeBroadcastPush(bytes) : decodeFrame(bytes.toString(), connection.vsn);
      if (message)
        this.receive(connection, message).catch((error: unknown) =>
          this.opts.log({ level: 'error', event: 'realtime', error: String(error) }),
        );
    });
    connection.ws.on('close', () => this.connections.delete(connection));
    connection.ws.on('error', () => connection.ws.terminate());
  }

  private async receive(connection: Connection, message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return send(connection, reply(message, 'ok'));
    const channel = connection.channels.get(message.topic);
    switch (message.event) {
      case 'phx_join':
        return this.join(connection, message);
      case 'phx_leave':
        connection.channels.delete(message.topic);
        return send(connection, reply(message, 'ok'));
      case 'access_token':
        return channel && this.updateToken(connection, channel, message);
      case 'broadcast':
        return channel && this.relay(connection, channel, message);
      case 'presence':
        // Not implemented here: refused rather than acknowledged and dropped.
        if (channel && message.ref)
          send(connection, reply(message, 'error', { reason: 'Presence is not available on the local API' }));
        return;
      // Anything else gets no answer, as hosted Realtime answers it.
    }
  }

  private async callerFor(connection: Connection, token: unknown): Promise<Caller | string> {
    if (typeof token !== 'string' || !token) return connection.apiCaller;
    const caller = await resolveCaller(this.opts.jwt, token);
    return isCallerError(caller) ? `Invalid JWT: ${caller.message}` : caller;
  }

  private countedUsers(): number {
    let n = 0;
    for (const connection of this.connections) if (connection.counted) n++;
    return n;
  }

  /** The reason hosted Realtime would refuse this join with, if any (realtime_channel.ex join/3). */
  private async refusal(connection: Connection, channel: Channel): Promise<string | undefined> {
    const { limits } = this.opts;
    if (!channel.name) return 'TopicNameRequired: You must provide a topic name';
    if (!connection.counted && this.countedUsers() >= limits.maxConcurrentUsers)
      return 'ConnectionRateLimitReached: Too many connected users';
    if (!connection.channels.has(channel.topic) && connection.channels.size >= limits.maxChannelsPerClient)
      return 'ChannelRateLimitReached: Too many channels';
    if (channel.private) {
      channel.access = await channelAccess(this.opts.db, channel.caller, channel.name);
      if (!channel.access.broadcastRead && !channel.access.presenceRead)
        return `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.name}`;
    }
    return undefined;
  }

  private async join(connection: Connection, message: PhoenixMessage): Promise<void> {
    const caller = await this.callerFor(connection, message.payload.access_token);
    if (typeof caller === 'string') return send(connection, reply(message, 'error', { reason: caller }));
    const config = objectOr(message.payload.config);
    const broadcast = objectOr(config.broadcast);
    const requested = Array.isArray(config.postgres_changes)
      ? (config.postgres_changes as Record<string, unknown>[])
      : [];
    const parsed = parseBindings(requested.map(objectOr));
    if ('refused' in parsed) {
      const reason = `Unable to subscribe to changes with given parameters: ${JSON.stringify(parsed.refused)}`;
      return send(connection, reply(message, 'error', { reason }));
    }
    const channel: Channel = {
      topic: message.topic,
      name: message.topic.replace(/^realtime:/, ''),
      joinRef: message.joinRef,
      caller,
      bindings: parsed.bindings,
      private: config.private === true,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
    };
    const reason = await this.refusal(connection, channel);
    if (reason) return send(connection, reply(message, 'error', { reason }));
    connection.channels.set(message.topic, channel);
    connection.counted = true;
    send(connection, reply(message, 'ok', parsed.bindings.length ? { postgres_changes: parsed.echoed } : {}));
    if (parsed.bindings.length) {
      push(connection, channel, 'system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: channel.name,
      });
    }
  }

  /** The channel carries on under the new token, unless it is invalid or no longer lets it read the topic. */
  private async updateToken(
    connection: Connection,
    channel: Channel,
    message: PhoenixMessage,
  ): Promise<void> {
    const caller = await this.callerFor(connection, message.payload.access_token);
    let shutdown = typeof caller === 'string' ? caller : undefined;
    if (typeof caller !== 'string') {
      channel.caller = caller;
      if (channel.private) {
        const before = channel.access;
        channel.access = await channelAccess(this.opts.db, caller, channel.name);
        if (
          (before?.broadcastRead && !channel.access.broadcastRead) ||
          (before?.presenceRead && !channel.access.presenceRead)
        )
          shutdown = `You no longer have permission to read from this Channel topic: ${channel.name}`;
      }
    }
    if (!shutdown) return;
    connection.channels.delete(channel.topic);
    push(connection, channel, 'system', {
      extension: 'system',
      status: 'error',
      message: shutdown,
      channel: channel.name,
    });
    push(connection, channel, 'phx_close', {});
  }

  /** A client's broadcast goes to every channel on the same topic (its own only with `self`). */
  private relay(connection: Connection, from: Channel, message: PhoenixMessage): void {
    if (from.private && !from.access?.write) return;
    const { event, payload } = message.payload;
    if (typeof event !== 'string') return;
    fanOut(
      this.connections,
      from.topic,
      from.private,
      { type: 'broadcast', event, payload },
      (to) => to !== from || from.self,
    );
    if (from.ack && message.ref) send(connection, reply(message, 'ok'));
  }

  private dispatchMessage(message: BroadcastMessage): void {
    const { event, payload } = message;
    fanOut(this.connections, `realtime:${message.topic}`, message.private, {
      type: 'broadcast',
      event,
      payload,
    });
  }

  private async dispatchChange(change: Change): Promise<void> {
    const targets: ChangeTarget[] = [];
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) {
        const ids = matchingIds(channel.bindings, change);
        if (ids.length)
          targets.push({
            caller: channel.caller,
            ids,
            send: (payload) => push(connection, channel, 'postgres_changes', payload),
          });
      }
    }
    if (targets.length)
      await deliverChange(
        this.opts.db,
        change,
        await this.changes.tableInfo(change.schema, change.table),
        targets,
      );
  }
}
