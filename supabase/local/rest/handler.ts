import type { Queryable } from '../../db/database.ts';
import { asCaller, bearerToken, isCallerError, resolveCaller, type Caller } from '../caller.ts';
import { HttpError } from '../http/errors.ts';
import { readJson } from '../http/body.ts';
import { sendRaw } from '../http/respond.ts';
import type { RouteContext } from '../http/context.ts';
import { fromDbError, isDbError, pgrstError } from './errors.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';
import { tableKey, type RoutineDef } from './schema-cache.ts';
import type { SchemaStore } from './schema-store.ts';
import { SqlBuilder } from './sql-parts.ts';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  type Page,
  type Statement,
} from './statements.ts';

const MAX_ROWS = 1000;
const SINGULAR = 'application/vnd.pgrst.object+json';
const JSON_TYPE = 'application/json; charset=utf-8';

interface ReadRow {
  total: number | null;
  page_total: number;
  /** The JSON text built in SQL. */
  body: string;
}

export async function callerFor(ctx: RouteContext): Promise<Caller> {
  const token = bearerToken(ctx.req.headers) ?? headerValue(ctx.req.headers.apikey);
  const caller = await resolveCaller(ctx.state.jwt, token);
  if (!isCallerError(caller)) return caller;
  if (caller.kind === 'role') throw pgrstError(401, '42501', caller.message);
  throw pgrstError(401, caller.kind === 'expired' ? 'PGRST303' : 'PGRST301', caller.message, null, null);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function checkProfile(ctx: RouteContext, schemas: string[]): string {
  const header = ctx.req.method === 'GET' || ctx.req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headerValue(ctx.req.headers[header]) ?? schemas[0]!;
  if (!schemas.includes(profile)) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return profile;
}

function pageFrom(ctx: RouteContext, query: ReturnType<typeof parseQuery>): Page {
  const root = query.levels.get('');
  let offset = root?.offset ?? 0;
  let limit = root?.limit;
  const range = headerValue(ctx.req.headers.range);
  const m = range ? /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (m) {
    offset = Number(m[1]);
    if (m[2]) limit = Math.max(0, Number(m[2]) - offset + 1);
  }
  return { offset, limit: Math.min(limit ?? MAX_ROWS, MAX_ROWS) };
}

function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const all = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${all}` : `*/${all}`;
}

/**
 * The reply for a JSON body, checked now: inside a transaction, a singular request that matched more than one
 * row throws and the change rolls back, as PostgREST's does.
 */
function bodyReply(
  ctx: RouteContext,
  status: number,
  row: ReadRow,
  headers: Record<string, string>,
  singular: boolean,
): Reply {
  let body = row.body;
  if (singular) {
    if (row.page_total !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${row.page_total} rows`,
      );
    }
    if (body.startsWith('[')) body = body.slice(1, -1);
  }
  return () =>
    sendRaw(
      ctx.res,
      status,
      body,
      { 'Content-Type': singular ? `${SINGULAR}; charset=utf-8` : JSON_TYPE, ...headers },
      ctx.req.method === 'HEAD',
    );
}

function sendBody(
  ctx: RouteContext,
  status: number,
  row: ReadRow,
  headers: Record<string, string>,
  singular: boolean,
) {
  bodyReply(ctx, status, row, headers, singular)();
}

const requestInfo = (ctx: RouteContext) => ({
  method: ctx.req.method!,
  path: ctx.url.pathname,
  headers: ctx.req.headers,
});

async function dbErrors<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDbError(error)) throw fromDbError(error, caller.role === 'anon');
    throw error;
  }
}

/** A response, sent by whoever called for it. */
type Reply = () => void;

/**
 * The statement runs in a transaction under the caller's role; its reply goes out once that has committed, so a
 * client told 201 has its row even if the server dies the moment after.
 */
async function run(
  ctx: RouteContext,
  caller: Caller,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<Reply>,
) {
  const reply = await dbErrors(caller, () => asCaller(ctx.state.db, caller, requestInfo(ctx), readOnly, fn));
  reply();
}

/** A read: the statement under the caller's role in a read-only transaction. */
function read(ctx: RouteContext, caller: Caller, stmt: Statement): Promise<ReadRow> {
  return dbErrors(caller, () =>
    asCaller(
      ctx.state.db,
      caller,
      requestInfo(ctx),
      true,
      async (tx) => (await tx.query<ReadRow>(stmt.sql, stmt.params)).rows[0]!,
    ),
  );
}

async function readBodyJson(ctx: RouteContext): Promise<unknown> {
  return readJson(ctx.req, ctx.state.options.maxJsonBodyBytes, {
    tooLarge: () =>
      pgrstError(
        413,
        'PGRST413',
        'Payload Too Large',
        `The request body is larger than ${ctx.state.options.maxJsonBodyBytes} bytes`,
      ),
    invalid: (message) => pgrstError(400, 'PGRST102', 'Empty or invalid json', message),
  });
}

export function makeRestHandler(store: SchemaStore) {
  return async function rest(ctx: RouteContext): Promise<void> {
    const method = ctx.req.method ?? 'GET';
    const cache = await store.get();
    const schema = checkProfile(ctx, cache.schemas);
    const caller = await callerFor(ctx);
    const segments = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0) {
      if (method !== 'GET' && method !== 'HEAD')
        throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      sendRaw(
        ctx.res,
        200,
        JSON.stringify({ swagger: '2.0', info: { title: 'local PostgREST', version: '14' }, paths: {} }),
        { 'Content-Type': JSON_TYPE },
      );
      return;
    }
    if (segments[0] === 'rpc' && segments.length === 2) return rpc(ctx, store, schema, segments[1]!, caller);
    if (segments.length !== 1) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = await store.table(schema, segments[0]!);
    const query = parseQuery(ctx.url.searchParams);
    const prefer = parsePrefer(ctx.req.headers.prefer);
    const singular = (headerValue(ctx.req.headers.accept) ?? '').includes(SINGULAR);
    const b = new SqlBuilder(cache);

    if (method === 'GET' || method === 'HEAD') {
      const page = pageFrom(ctx, query);
      const stmt = buildRead(b, table, query, page, prefer.count);
      const row = await read(ctx, caller, stmt);
      if (
        prefer.count &&
        row.total !== null &&
        page.offset > 0 &&
        page.offset >= row.total &&
        row.total >= 0 &&
        row.page_total === 0
      ) {
        throw pgrstError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${page.offset} was requested, but there are only ${row.total} rows.`,
        );
      }
      const partial = prefer.count && row.total !== null && row.page_total < row.total;
      sendBody(
        ctx,
        partial ? 206 : 200,
        row,
        { 'Content-Range': contentRange(page.offset, row.page_total, prefer.count ? row.total : null) },
        singular,
      );
      return;
    }

    if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    if (table.kind !== 'table' && method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
      throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const body = method === 'DELETE' ? undefined : await readBodyJson(ctx);
    const returning = prefer.returnMode === 'representation';
    const opts = { returning, count: prefer.count };
    let stmt: Statement | null;
    if (method === 'POST') {
      if (body === undefined)
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'POST expects a JSON object or array');
      stmt = buildInsert(b, table, query, body, { ...opts, resolution: prefer.resolution });
    } else if (method === 'PATCH') {
      if (body === undefined)
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
      stmt = buildUpdate(b, table, query, body, opts);
    } else stmt = buildDelete(b, table, query, opts);
    const created = method === 'POST' ? 201 : 200;
    if (!stmt) {
      if (returning)
        sendBody(ctx, created, { total: 0, page_total: 0, body: '[]' }, { 'Content-Range': '*/0' }, singular);
      else sendRaw(ctx.res, method === 'POST' ? 201 : 204, '', { 'Content-Range': '*/0' });
      return;
    }
    const s = stmt;
    await run(ctx, caller, false, async (tx) => {
      if (returning) {
        const row = (await tx.query<ReadRow>(s.sql, s.params)).rows[0]!;
        const range =
          method === 'PATCH' && row.page_total > 0
            ? `0-${row.page_total - 1}/${row.page_total}`
            : `*/${row.page_total}`;
        return bodyReply(ctx, created, row, { 'Content-Range': range }, singular);
      }
      const result = await tx.query(s.sql, s.params);
      const n = result.affectedRows;
      const range = method === 'PATCH' && n > 0 ? `0-${n - 1}/${n}` : `*/${prefer.count ? n : '*'}`;
      return () => sendRaw(ctx.res, method === 'POST' ? 201 : 204, '', { 'Content-Range': range });
    });
  };
}

function pickRoutine(candidates: RoutineDef[], argNames: string[]): RoutineDef | undefined {
  return candidates.find(
    (fn) =>
      (fn.args.length === 1 && fn.args[0]!.name === '' && /^jsonb?$/.test(fn.args[0]!.type)) ||
      (argNames.every((name) => fn.args.some((a) => a.name === name)) &&
        fn.args.every((a) => a.hasDefault || argNames.includes(a.name))),
  );
}

async function rpc(
  ctx: RouteContext,
  store: SchemaStore,
  schema: string,
  name: string,
  caller: Caller,
): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method))
    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  const candidates = await store.routines(schema, name);
  const readOnlyCall = method !== 'POST';
  let args: Record<string, unknown> = {};
  const allNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(ctx.url.searchParams, (key) => readOnlyCall && allNames.has(key));
  if (readOnlyCall) args = Object.fromEntries(query.rest);
  else {
    const body = await readBodyJson(ctx);
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw pgrstError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'RPC expects a JSON object of named arguments',
      );
    }
    args = (body as Record<string, unknown> | undefined) ?? {};
  }
  const fn = pickRoutine(candidates, Object.keys(args));
  if (!fn) {
    throw pgrstError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}(${Object.keys(args).sort().join(', ')}) in the schema cache`,
      `Searched for the function ${schema}.${name} with parameters ${Object.keys(args).sort().join(', ') || 'none'}, but no matches were found in the schema cache.`,
    );
  }
  const cache = await store.get();
  const prefer = parsePrefer(ctx.req.headers.prefer);
  const page = pageFrom(ctx, query);
  const rowType = cache.tables.get(
    fn.returnType.includes('.') ? fn.returnType : tableKey(schema, fn.returnType.replace(/"/g, '')),
  );
  const stmt = buildRpc(new SqlBuilder(cache), fn, args, query, page, prefer.count, rowType);
  const singular = (headerValue(ctx.req.headers.accept) ?? '').includes(SINGULAR);
  await run(ctx, caller, readOnlyCall || !fn.volatile, async (tx) => {
    const result = await tx.query<ReadRow>(stmt.sql, stmt.params);
    if (fn.returnKind === 'void') return () => sendRaw(ctx.res, 204, '', {});
    const row = result.rows[0]!;
    if (!fn.returnsSet) {
      const body =
        fn.returnKind === 'composite'
          ? row.page_total === 1
            ? row.body.slice(1, -1)
            : 'null'
          : (row.body ?? 'null');
      return () => sendRaw(ctx.res, 200, body, { 'Content-Type': JSON_TYPE }, method === 'HEAD');
    }
    return bodyReply(
      ctx,
      200,
      row,
      { 'Content-Range': contentRange(page.offset, row.page_total, prefer.count ? row.total : null) },
      singular,
    );
  });
}

export { HttpError };
