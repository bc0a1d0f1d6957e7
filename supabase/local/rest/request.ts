// What every /rest/v1 request shares: its caller, transaction, paging and reply.
import type { Queryable } from '../../db/database.ts';
import { asCaller, type Caller } from '../caller.ts';
import type { RouteContext } from '../http/context.ts';
import { sendRaw } from '../http/respond.ts';
import { fromDbError, isDbError, pgrstError } from './errors.ts';
import { contentType, type Media } from './media.ts';
import { appliedHeader, type Preferences } from './prefer.ts';
import type { ParsedQuery } from './query.ts';
import type { SchemaCache } from './schema-cache.ts';
import { applyResponseGucs, type ResponseGucs } from './response-gucs.ts';
import type { Page } from './statements.ts';

/** Hosted Supabase's PostgREST caps every response at this many rows (db-max-rows). */
export const MAX_ROWS = 1000;

export interface RestRequest {
  ctx: RouteContext;
  caller: Caller;
  schema: string;
  cache: SchemaCache;
  prefs: Preferences;
}

export const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** One transaction under the caller's role, PostgreSQL errors turned into PostgREST's. */
export async function inTransaction<T>(
  req: RestRequest,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { ctx, caller } = req;
  const info = { method: ctx.req.method!, path: ctx.url.pathname, headers: ctx.req.headers };
  try {
    return await asCaller(ctx.state.db, caller, info, readOnly, async (tx) => {
      if (req.prefs.timezone) await tx.query(`select set_config('timezone', $1, true)`, [req.prefs.timezone]);
      return fn(tx);
    });
  } catch (error) {
    if (isDbError(error)) throw fromDbError(error, caller.role === 'anon');
    throw error;
  }
}

/** limit/offset, or the Range header; capped at max-rows. */
export function pageFrom(req: RestRequest, query: ParsedQuery): Page {
  const root = query.levels.get('');
  let offset = root?.offset ?? 0;
  let limit = root?.limit;
  const range = headerValue(req.ctx.req.headers.range);
  const m = range ? /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim()) : null;
  if (m) {
    offset = Number(m[1]);
    if (m[2]) {
      if (Number(m[2]) < offset) {
        throw pgrstError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        );
      }
      limit = Number(m[2]) - offset + 1;
    }
  }
  return { offset, limit: Math.min(limit ?? MAX_ROWS, MAX_ROWS) };
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const all = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${all}` : `*/${all}`;
}

/** PostgREST's status for a counted page (RangeQuery.hs): 416 past the end, 206 for part of it, else 200. */
export function rangeStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    const error = pgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    error.headers['Content-Range'] = `*/${total}`;
    throw error;
  }
  return pageTotal < total ? 206 : 200;
}

/** The one row a read or a function call answers: the total (when counted), the rows in the page, the body. */
export interface PageRow extends ResponseGucs {
  total: string | number | null;
  page_total: number;
  body: string | null;
}

/** A page of rows: 200, 206 for part of a counted total, 416 past its end; Content-Range says which. */
export function replyPage(
  req: RestRequest,
  page: Page,
  row: PageRow,
  total: number | null,
  media: Media,
): void {
  const status = rangeStatus(page.offset, row.page_total, total);
  const headers = {
    'Content-Range': contentRange(page.offset, row.page_total, total),
    ...appliedHeader(req.prefs, { resolution: false }),
  };
  reply(req, status, headers, { media, text: row.body ?? '[]', rows: row.page_total }, row);
}

/**
 * The reply: a body in `media` (a one-row array becomes the object a singular request asked for: 406 PGRST116
 * otherwise), or none.
 */
export function reply(
  req: RestRequest,
  status: number,
  headers: Record<string, string>,
  body?: { media: Media; text: string; rows: number },
  gucs?: ResponseGucs,
): void {
  const { ctx } = req;
  [status, headers] = applyResponseGucs(gucs, status, headers);
  if (!body) {
    sendRaw(ctx.res, status, '', headers, ctx.req.method === 'HEAD');
    return;
  }
  let text = body.text;
  if (body.media.kind === 'object') {
    if (body.rows !== 1) {
      throw pgrstError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${body.rows} rows`,
      );
    }
    if (text.startsWith('[')) text = text.slice(1, -1);
  }
  sendRaw(
    ctx.res,
    status,
    text,
    { 'Content-Type': contentType(body.media), ...headers },
    ctx.req.method === 'HEAD',
  );
}
