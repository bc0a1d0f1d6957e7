import { PGlite, messages, protocol } from '@electric-sql/pglite';
import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres's own text encoding of a parameter (arrays, JSON, dates, buffers), so both engines bind alike.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Uint8Array | null;
};

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement with `$1…` parameters: values are always bound, never pasted into the SQL. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap, seed). */
  exec(sql: string): Promise<void>;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** A row in PostgreSQL's text output format, undecoded. */
export type TextRow = (Buffer | null)[];

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * One request's whole transaction in one engine call: `prelude` (its settings), then `statement`; rolled
   * back if either fails. Nothing can run between the two, so it suits work whose outcome needs no check in
   * JavaScript before commit (reads). Resolves to the statement's first row as PostgreSQL's text bytes, one
   * per column (null for SQL NULL), or undefined when it has no row: JSON built in SQL goes out unparsed.
   */
  runRequest(prelude: Statement, statement: Statement): Promise<TextRow | undefined>;
  /** LISTEN on `channel`; `onNotify` gets each NOTIFY payload after its transaction commits. Resolves to unlisten. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when set it wins over dataDir. */
  databaseUrl?: string;
  /** PGlite's data folder (kept across restarts); omitted means in memory. */
  dataDir?: string;
}

function openPglite(dataDir: string | undefined): Database {
  const db = new PGlite(dataDir);
  const shapes = new StatementShapes();
  const listeners = new Listeners();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    runRequest: (prelude, statement) => pipelined(db, shapes, listeners, prelude, statement),
    listen: (channel, onNotify) => listeners.listen(db, channel, onNotify),
    close: () => db.close(),
  };
}

const { serialize } = protocol;

const BIND = 0x42;
const TEXT_FORMAT = 0;
const BINARY_FORMAT = 1;

/**
 * Bind of the unnamed portal to `statement`, every result column as text. Written straight into one buffer:
 * the general serializer (a growing writer per message, an ArrayBuffer slice per binary value) cost more than
 * a list read's own SQL.
 */
function bindMessage(statement: string, params: unknown[]): Buffer {
  const values = params.map((v) => prepareValue(v));
  const nameBytes = Buffer.byteLength(statement);
  let size = 1 + 4 + 1 + nameBytes + 1 + 2 + 2 * values.length + 2 + 2;
  for (const v of values)
    size += 4 + (v === null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : v.length);
  const out = Buffer.allocUnsafe(size);
  let at = out.writeUInt8(BIND, 0);
  at = out.writeInt32BE(size - 1, at);
  at = out.writeUInt8(0, at); // unnamed portal
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const v of values)
    at = out.writeUInt16BE(v !== null && typeof v !== 'string' ? BINARY_FORMAT : TEXT_FORMAT, at);
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) {
    if (v === null) at = out.writeInt32BE(-1, at);
    else if (typeof v === 'string') {
      const length = out.write(v, at + 4);
      at = out.writeInt32BE(length, at) + length;
    } else {
      at = out.writeInt32BE(v.length, at);
      out.set(v, at);
      at += v.length;
    }
  }
  out.writeUInt16BE(TEXT_FORMAT, at);
  return out;
}

const SHAPES_KEPT = 256;

/**
 * Named prepared statements by SQL text. A request's SQL has the same text for the same shape (values are
 * always parameters), so parsing and planning are done once per shape instead of once per request.
 * PostgreSQL re-plans a prepared statement itself when the tables, role or search_path under it change.
 */
class StatementShapes {
  private readonly names = new Map<string, string>();
  private readonly toClose: string[] = [];
  private count = 0;

  /** The messages that run `s`; a new shape is parsed under a new name, recorded in `fresh`. */
  messages(s: Statement, fresh: [string, string][]): Uint8Array[] {
    const out: Uint8Array[] = [];
    let name = this.names.get(s.sql);
    if (name) {
      this.names.delete(s.sql);
      this.names.set(s.sql, name);
    } else {
      name = `_shape${this.count++}`;
      out.push(serialize.parse({ name, text: s.sql }));
      fresh.push([s.sql, name]);
    }
    out.push(bindMessage(name, s.params), serialize.execute({}));
    return out;
  }

  /** Close messages for shapes dropped since the last batch (closing an unknown name is no error). */
  closing(): Uint8Array[] {
    return this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
  }

  settle(fresh: [string, string][], ok: boolean) {
    for (const [sql, name] of fresh) {
      // A failed batch may still have created the statement (they are not transactional): drop it.
      if (!ok) this.toClose.push(name);
      else this.names.set(sql, name);
    }
    while (this.names.size > SHAPES_KEPT) {
      const [sql, name] = this.names.entries().next().value as [string, string];
      this.names.delete(sql);
      this.toClose.push(name);
    }
  }
}

/**
 * LISTEN callbacks by channel. PGlite dispatches the notifications it parses; the raw read path parses none,
 * so should one ever arrive there it is handed to these.
 */
class Listeners {
  private readonly byChannel = new Map<string, Set<(payload: string) => void>>();

  async listen(db: PGlite, channel: string, onNotify: (payload: string) => void) {
    let set = this.byChannel.get(channel);
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(onNotify);
    const unlisten = await db.listen(channel, onNotify);
    return async () => {
      set.delete(onNotify);
      await unlisten();
    };
  }

  dispatch(channel: string, payload: string) {
    for (const cb of this.byChannel.get(channel) ?? []) queueMicrotask(() => cb(payload));
  }
}

const CODE = { commandComplete: 0x43, dataRow: 0x44, error: 0x45, notification: 0x41 } as const;

/** The statement's first DataRow (after the prelude's CommandComplete), as text bytes; whether anything needs a full parse. */
function scanReply(reply: Buffer): { row: TextRow | undefined; special: boolean } {
  let completes = 0;
  let row: TextRow | undefined;
  let special = false;
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    const code = reply[at];
    if (code === CODE.commandComplete) completes++;
    else if (code === CODE.error || code === CODE.notification) special = true;
    else if (code === CODE.dataRow && completes === 1 && !row) {
      row = [];
      let p = at + 7;
      for (let n = reply.readInt16BE(at + 5); n > 0; n--) {
        const len = reply.readInt32BE(p);
        p += 4;
        if (len < 0) row.push(null);
        else {
          row.push(reply.subarray(p, p + len));
          p += len;
        }
      }
    }
  }
  return { row, special };
}

/**
 * PGlite's query() makes six WASM calls per statement (parse, describe, bind, describe, execute, sync) and a
 * transaction adds BEGIN and COMMIT. An extended-protocol pipeline up to one Sync is one implicit transaction
 * in PostgreSQL, so the prelude and the statement go in a single call: same isolation, a fraction of the cost.
 * The reply is read raw: only the one DataRow wanted is picked out, nothing is decoded to strings (PGlite's
 * own path copies, parses and decodes every message, the prelude's echoed settings included).
 */
function pipelined(
  db: PGlite,
  shapes: StatementShapes,
  listeners: Listeners,
  prelude: Statement,
  statement: Statement,
): Promise<TextRow | undefined> {
  // Both locks, as query() inside transaction() would take them: no other transaction may be open around it.
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const fresh: [string, string][] = [];
      const batch = Buffer.concat([
        ...shapes.closing(),
        ...shapes.messages(prelude, fresh),
        ...shapes.messages(statement, fresh),
        serialize.sync(),
      ]);
      const chunks: Buffer[] = [];
      // The chunks are views into the WASM heap, reused by the next call: copy them.
      // PGlite's Node file system writes through: its syncToFs is a no-op behind a mutex and two awaits.
      await db.execProtocolRawStream(batch, {
        syncToFs: false,
        onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
      });
      const reply = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const { row, special } = scanReply(reply);
      let error: unknown;
      if (special) {
        new protocol.Parser().parse(reply, (message) => {
          if (message instanceof messages.DatabaseError) error ??= message;
          else if (message instanceof messages.NotificationResponseMessage)
            listeners.dispatch(message.channel, message.payload);
        });
      }
      shapes.settle(fresh, !error);
      if (error) throw error;
      return row;
    }),
  );
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return {
        rows: result.rows as T[],
        affectedRows: result.rowCount ?? 0,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  async function onClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return {
    engine: 'postgres',
    ...wrap(pool),
    transaction: (fn) => onClient((client) => fn(wrap(client))),
    runRequest: (prelude: Statement, statement: Statement) =>
      onClient(async (client) => {
        await client.query(prelude.sql, prelude.params);
        // Every column as the server's text, as the PGlite path returns it.
        const { rows } = await client.query<(string | null)[]>({
          text: statement.sql,
          values: statement.params,
          rowMode: 'array',
          types: { getTypeParser: () => (text: string) => text },
        });
        return rows[0]?.map((text) => (text === null ? null : Buffer.from(text)));
      }),
    async listen(channel, onNotify) {
      // LISTEN holds a session, so it gets its own connection instead of a pooled one.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      client.on('error', () => undefined);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
  await db.query('select 1');
  return db;
}
