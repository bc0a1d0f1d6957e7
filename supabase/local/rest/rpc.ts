// /rpc/<function>: GET and HEAD read-only with arguments in the query, POST with a JSON body.
import { countTotal } from './count.ts';
import { pgrstError } from './errors.ts';
import { SqlBuilder } from './fields.ts';
import { negotiate } from './media.ts';
import { readPayload } from './payload.ts';
import { appliedHeader } from './prefer.ts';
import { parseQuery } from './query.ts';
import {
  headerValue,
  inTransaction,
  pageFrom,
  reply,
  replyPage,
  type PageRow,
  type RestRequest,
} from './request.ts';
import { buildRpc, pickRoutine } from './rpc-sql.ts';
import type { SchemaStore } from './schema-store.ts';

export async function rpc(req: RestRequest, store: SchemaStore, name: string): Promise<void> {
  const { ctx, schema, prefs } = req;
  const method = ctx.req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method))
    throw pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  const candidates = await store.routines(schema, name);
  const readOnlyCall = method !== 'POST';
  const paramNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(ctx.url.searchParams, (key) => readOnlyCall && paramNames.has(key));
  let args: Record<string, unknown> = Object.fromEntries(query.rest);
  if (!readOnlyCall) {
    const body =
      ctx.req.headers['content-length'] === '0' ? {} : await readPayload(ctx).catch(() => undefined);
    if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body))
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
    args = body as Record<string, unknown>;
  }
  const fn = pickRoutine(schema, name, candidates, Object.keys(args), !readOnlyCall);
  const media = negotiate(headerValue(ctx.req.headers.accept));
  const strictMax = prefs.handling === 'strict' && prefs.maxAffected !== undefined;
  if (strictMax && !fn.returnsSet) {
    throw pgrstError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const page = pageFrom(req, query);
  // The main statement counts exactly for count=exact, for estimated (its exact branch) and for max-affected.
  const counted = prefs.count === 'exact' || prefs.count === 'estimated' || strictMax;
  const stmt = buildRpc(new SqlBuilder(req.cache), fn, args, query, page, media, counted);
  // POST runs read-write unless the function promises not to write (STABLE or IMMUTABLE).
  const { row, total } = await inTransaction(req, readOnlyCall || !fn.volatile, async (tx) => {
    const result = (await tx.query<PageRow>(stmt.sql, stmt.params)).rows[0]!;
    if (strictMax && Number(result.total) > prefs.maxAffected!) {
      throw pgrstError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${result.total} rows`,
      );
    }
    const total =
      !prefs.count || !fn.returnsSet
        ? null
        : prefs.count === 'exact'
          ? Number(result.total)
          : await countTotal(tx, prefs.count, stmt.count!, Number(result.total));
    return { row: result, total };
  });
  const applied = appliedHeader(prefs, { resolution: false });
  if (fn.returnKind === 'void') return reply(req, 204, applied, undefined, row);
  if (!fn.returnsSet) {
    // One value, or one row: a row comes back as an object.
    const text =
      fn.returnKind === 'composite' ? (row.page_total === 1 ? row.body!.slice(1, -1) : 'null') : row.body!;
    return reply(
      req,
      200,
      applied,
      { media: media.kind === 'object' ? { ...media, kind: 'array' } : media, text, rows: 1 },
      row,
    );
  }
  replyPage(req, page, row, total, media);
}
