import { createHash } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../../db/database.ts';
import { isCallerError, resolveCaller, type Caller } from '../caller.ts';
import type { JwtService } from '../jwt.ts';
import { ChangeFeed, type Change } from './change-feed.ts';
import { parseFilter, type RowFilter } from './filter.ts';
import { decodeFrame, encodeFrame, reply, type PhoenixMessage, type Vsn } from './protocol.ts';
import { rowVisibility, type Visibility } from './visibility.ts';

const PATH = '/realtime/v1/websocket';

interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string;
  filter: RowFilter;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
}

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  apiCaller: Caller;
  channels: Map<string, Channel>;
}

export interface RealtimeOptions {
  db: Database;
  jwt: JwtService;
  /** Is this the anon/service key or another token signed with our secret? */
  isApiKey(key: string): Promise<boolean>;
  log(fields: Record<string, unknown>): void;
}

/** The server's binding id is a hash of the binding's params (RT uses :erlang.phash2). */
const bindingId = (params: Record<string, unknown>) =>
  createHash('sha1').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;

/** `/realtime/v1/websocket`: the Phoenix subset realtime-js uses for postgres_changes (contracts §4). */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly connections = new Set<Connection>();
  private readonly feed: ChangeFeed;

  constructor(private readonly opts: RealtimeOptions) {
    this.feed = new ChangeFeed(
      opts.db,
      (change) => this.dispatch(change),
      (error) =>
        opts.log({
          level: 'error',
          event: 'realtime',
          error: error instanceof Error ? error.stack : String(error),
        }),
    );
  }

  start(): Promise<void> {
    return this.feed.start();
  }

  sync(): Promise<void> {
    return this.feed.sync();
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
    await this.feed.stop();
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const refuse = (status: number, message: string) => {
      const body = JSON.stringify({ message });
      socket.end(
        `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Unauthorized'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    };
    if (url.pathname.replace(/\/+$/, '') !== PATH) return refuse(404, 'no Route matched with those values');
    const header = req.headers.apikey;
    const key = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : undefined);
    if (!key) return refuse(401, 'No API key found in request');
    if (!(await this.opts.isApiKey(key))) return refuse(401, 'Invalid API key');
    const caller = await resolveCaller(this.opts.jwt, key);
    if (isCallerError(caller)) return refuse(401, caller.message);
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    this.wss.handleUpgrade(req, socket, head, (ws) =>
      this.open({ ws, vsn, apiCaller: caller, channels: new Map() }),
    );
  }

  private open(connection: Connection): void {
    this.connections.add(connection);
    connection.ws.on('message', (data, isBinary) => {
      // Binary frames carry only broadcast, which this server does not relay.
      if (isBinary) return;
      const message = decodeFrame(data.toString(), connection.vsn);
      if (message)
        this.receive(connection, message).catch((error: unknown) =>
          this.opts.log({ level: 'error', event: 'realtime', error: String(error) }),
        );
    });
    connection.ws.on('close', () => this.connections.delete(connection));
    connection.ws.on('error', () => connection.ws.terminate());
  }

  private send(connection: Connection, message: PhoenixMessage): void {
    if (connection.ws.readyState === connection.ws.OPEN)
      connection.ws.send(encodeFrame(message, connection.vsn));
  }

  private async receive(connection: Connection, message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return this.send(connection, reply(message, 'ok'));
    switch (message.event) {
      case 'phx_join':
        return this.join(connection, message);
      case 'phx_leave':
        connection.channels.delete(message.topic);
        return this.send(connection, reply(message, 'ok'));
      case 'access_token':
        return this.updateToken(connection, message);
      default:
        if (message.ref && connection.channels.has(message.topic))
          this.send(connection, reply(message, 'ok'));
    }
  }

  private async callerFor(connection: Connection, token: unknown): Promise<Caller | string> {
    if (typeof token !== 'string' || !token) return connection.apiCaller;
    const caller = await resolveCaller(this.opts.jwt, token);
    return isCallerError(caller) ? `Invalid JWT: ${caller.message}` : caller;
  }

  private async join(connection: Connection, message: PhoenixMessage): Promise<void> {
    const caller = await this.callerFor(connection, message.payload.access_token);
    if (typeof caller === 'string') return this.send(connection, reply(message, 'error', { reason: caller }));
    const config = (message.payload.config ?? {}) as { postgres_changes?: Record<string, unknown>[] };
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const bindings: Binding[] = [];
    const echoed: Record<string, unknown>[] = [];
    for (const params of requested) {
      const event = typeof params.event === 'string' ? params.event : '*';
      const schema = typeof params.schema === 'string' ? params.schema : 'public';
      const table = typeof params.table === 'string' ? params.table : '*';
      const filterText = typeof params.filter === 'string' ? params.filter : undefined;
      const filter = parseFilter(filterText);
      if (!filter || !['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) {
        return this.send(
          connection,
          reply(message, 'error', {
            reason: `Unable to subscribe to changes with given parameters: ${JSON.stringify(params)}`,
          }),
        );
      }
      const id = bindingId({ event, schema, table, filter: filterText });
      bindings.push({ id, event, schema, table, filter });
      echoed.push({ id, event, schema, table, ...(filterText ? { filter: filterText } : {}) });
    }
    connection.channels.set(message.topic, {
      topic: message.topic,
      joinRef: message.joinRef,
      caller,
      bindings,
    });
    this.send(connection, reply(message, 'ok', bindings.length ? { postgres_changes: echoed } : {}));
    if (bindings.length) {
      this.send(connection, {
        joinRef: message.joinRef,
        ref: null,
        topic: message.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: message.topic.replace(/^realtime:/, ''),
        },
      });
    }
  }

  private async updateToken(connection: Connection, message: PhoenixMessage): Promise<void> {
    const channel = connection.channels.get(message.topic);
    if (!channel) return;
    const caller = await this.callerFor(connection, message.payload.access_token);
    if (typeof caller !== 'string') {
      channel.caller = caller;
      return;
    }
    connection.channels.delete(message.topic);
    const push = (event: string, payload: Record<string, unknown>) =>
      this.send(connection, { joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload });
    push('system', {
      extension: 'system',
      status: 'error',
      message: caller,
      channel: channel.topic.replace(/^realtime:/, ''),
    });
    push('phx_close', {});
  }

  private async dispatch(change: Change): Promise<void> {
    const targets: { connection: Connection; channel: Channel; ids: number[] }[] = [];
    const row = (change.type === 'DELETE' ? change.oldRecord : change.record) ?? {};
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) {
        const ids = channel.bindings
          .filter(
            (b) =>
              (b.schema === '*' || b.schema === change.schema) &&
              (b.table === '*' || b.table === change.table),
          )
          .filter((b) => b.event === '*' || b.event === change.type)
          .filter((b) => b.filter(row))
          .map((b) => b.id);
        if (ids.length) targets.push({ connection, channel, ids });
      }
    }
    if (targets.length === 0) return;
    const info = await this.feed.tableInfo(change.schema, change.table);
    const byCaller = new Map<string, Promise<Visibility>>();
    for (const { connection, channel, ids } of targets) {
      const key = JSON.stringify(channel.caller.claims);
      let visibility = byCaller.get(key);
      if (!visibility) {
        visibility = rowVisibility(this.opts.db, channel.caller, change, info);
        byCaller.set(key, visibility);
      }
      const seen = await visibility;
      // A row the subscriber may not read never reaches it. An UPDATE that hid a row it could read (it was
      // unpublished) and a DELETE of such a row are sent with the primary key only, so a page can drop it.
      if (!seen.visible && !seen.wasVisible) continue;
      const keyOnly = !seen.visible;
      const pick = (record: Record<string, unknown> | null, allowed: (name: string) => boolean) =>
        record ? Object.fromEntries(Object.entries(record).filter(([name]) => allowed(name))) : undefined;
      const allowed = keyOnly
        ? (name: string) => info.primaryKey.includes(name)
        : (name: string) => seen.columns.has(name);
      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commitTimestamp,
        type: change.type,
        columns: info.columns.filter((c) => allowed(c.name)),
        errors: null,
      };
      if (change.type !== 'DELETE') data.record = keyOnly ? {} : pick(change.record, allowed);
      if (change.type !== 'INSERT') data.old_record = pick(change.oldRecord, allowed) ?? {};
      this.send(connection, {
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    }
  }
}
