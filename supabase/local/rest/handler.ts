// /rest/v1: PostgREST's API over the exposed schemas (references/api).
import { bearerToken, isCallerError, resolveCaller, type Caller } from '../caller.ts';
import { gatewayApiKey } from '../http/api-key.ts';
import type { RouteContext } from '../http/context.ts';
import { pgrstError } from './errors.ts';
import { describeApi, refuseUnlessSecretKey } from './openapi-root.ts';
import { checkStrict, parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';
import { read } from './read.ts';
import { headerValue, type RestRequest } from './request.ts';
import { rpc } from './rpc.ts';
import type { SchemaStore } from './schema-store.ts';
import { change, insert, put } from './write.ts';

/**
 * The API key as the gateway took it. One taken from the query is removed before PostgREST sees the request
 * (Kong's key-auth with `hide_credentials`, as hosted Supabase's gateway does), so it is no filter or function
 * argument: a browser's GET that carries its key there has no header to ask a CORS preflight for.
 */
export function takeApiKey(ctx: RouteContext): string | undefined {
  const { key, inQuery } = gatewayApiKey(ctx.req, ctx.url);
  if (inQuery) ctx.url.searchParams.delete('apikey');
  return key;
}

async function callerFor(ctx: RouteContext, apiKey: string | undefined): Promise<Caller> {
  const token = bearerToken(ctx.req.headers) ?? apiKey;
  const caller = await resolveCaller(ctx.state.jwt, token);
  if (!isCallerError(caller)) return caller;
  if (caller.kind === 'role') throw pgrstError(401, '42501', caller.message);
  throw pgrstError(401, caller.kind === 'expired' ? 'PGRST303' : 'PGRST301', caller.message);
}

/** Accept-Profile (reads) or Content-Profile (writes) picks one of the exposed schemas; the first by default. */
function profile(ctx: RouteContext, schemas: string[]): string {
  const read = ctx.req.method === 'GET' || ctx.req.method === 'HEAD';
  const chosen = headerValue(ctx.req.headers[read ? 'accept-profile' : 'content-profile']) ?? schemas[0]!;
  if (!schemas.includes(chosen)) {
    throw pgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${chosen}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return chosen;
}

const unsupported = (method: string) => pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export function makeRestHandler(store: SchemaStore) {
  return async function rest(ctx: RouteContext): Promise<void> {
    const method = ctx.req.method ?? 'GET';
    const segments = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
    const apiKey = takeApiKey(ctx);
    if (segments.length === 0 && (await refuseUnlessSecretKey(ctx, apiKey))) return;
    const cache = await store.get();
    const schema = profile(ctx, cache.schemas);
    const caller = await callerFor(ctx, apiKey);
    const prefs = parsePrefer(ctx.req.headers.prefer, { isTimezone: (zone) => cache.timezones.has(zone) });
    checkStrict(prefs);
    const req: RestRequest = { ctx, caller, schema, cache, prefs };
    if (segments.length === 0) {
      if (method !== 'GET' && method !== 'HEAD') throw unsupported(method);
      return describeApi(req);
    }
    if (segments[0] === 'rpc' && segments.length === 2) return rpc(req, store, segments[1]!);
    if (segments.length !== 1) throw pgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
    const table = await store.table(schema, segments[0]!);
    const query = parseQuery(ctx.url.searchParams);
    if (method === 'GET' || method === 'HEAD') return read(req, table, query);
    if (method === 'POST') return insert(req, table, query);
    if (method === 'PUT') return put(req, table, query);
    if (method === 'PATCH' || method === 'DELETE') return change(req, table, query, method);
    throw unsupported(method);
  };
}
