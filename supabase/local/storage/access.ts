import type { Queryable } from '../../db/database.ts';
import { asCaller, bearerToken, isCallerError, resolveCaller, type Caller } from '../caller.ts';
import type { RouteContext } from '../http/context.ts';
import { isDbError } from '../rest/errors.ts';
import { fromDbError, invalidJwt, noSuchBucket } from './errors.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export async function storageCaller(ctx: RouteContext): Promise<Caller> {
  const apikey = ctx.req.headers.apikey;
  const token = bearerToken(ctx.req.headers) ?? (typeof apikey === 'string' ? apikey : undefined);
  const caller = await resolveCaller(ctx.state.jwt, token);
  if (isCallerError(caller))
    throw invalidJwt(
      caller.kind === 'expired'
        ? 'jwt expired'
        : caller.kind === 'role'
          ? caller.message
          : 'invalid signature',
    );
  return caller;
}

/** The `owner` a row the caller writes records: its user id, or null for a key (anon, service_role). */
export const ownerOf = (caller: Caller): string | null =>
  typeof caller.claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(caller.claims.sub)
    ? caller.claims.sub
    : null;

/** One transaction under the caller's role (RLS decides), database errors turned into Storage errors. */
export async function asStorageCaller<T>(
  ctx: RouteContext,
  caller: Caller,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
  duplicateCode?: string,
): Promise<T> {
  try {
    return await asCaller(
      ctx.state.db,
      caller,
      { method: ctx.req.method ?? 'GET', path: ctx.url.pathname, headers: ctx.req.headers },
      readOnly,
      fn,
    );
  } catch (error) {
    if (isDbError(error)) throw fromDbError(error as { code: string; message?: string }, duplicateCode);
    throw error;
  }
}

/**
 * Lets this transaction delete storage rows: storage.protect_delete() refuses deletes in plain SQL, which would
 * orphan the files; Supabase's Storage API sets the same flag for its own deletes.
 */
export async function allowStorageDeletes(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
}

/** The bucket as the server sees it (limits and `public` are enforced whatever the caller may read). */
export async function getBucket(ctx: RouteContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.state.db.query<{ j: string }>(
    'select row_to_json(b)::text as j from storage.buckets b where id = $1',
    [id],
  );
  if (!rows[0]) throw noSuchBucket();
  const bucket = JSON.parse(rows[0].j) as BucketRow;
  return {
    ...bucket,
    file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
  };
}

export function mimeAllowed(bucket: BucketRow, mime: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? base.startsWith(p.slice(0, -1)) : p === base;
  });
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  version: string | null;
  metadata: {
    eTag?: string;
    size?: number;
    mimetype?: string;
    cacheControl?: string;
    lastModified?: string;
  } | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string | null;
}

const OBJECT_SQL =
  'select row_to_json(o)::text as j from storage.objects o where bucket_id = $1 and name = $2';

// A public read needs the bucket's `public` flag and the row: one statement, one engine call (the image hot path).
const PUBLIC_OBJECT_SQL =
  'select b.public, (select row_to_json(o)::text from storage.objects o where o.bucket_id = b.id and o.name = $2) as j from storage.buckets b where b.id = $1';

/** The object in a public bucket: undefined bucket when missing or not public, undefined row when no such object. */
export async function findPublicObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<{ isPublic: boolean; row?: ObjectRow } | undefined> {
  const { rows } = await db.query<{ public: boolean; j: string | null }>(PUBLIC_OBJECT_SQL, [bucket, name]);
  if (!rows[0]) return undefined;
  return { isPublic: rows[0].public, row: rows[0].j ? (JSON.parse(rows[0].j) as ObjectRow) : undefined };
}

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<{ j: string }>(OBJECT_SQL, [bucket, name]);
  return rows[0] ? (JSON.parse(rows[0].j) as ObjectRow) : undefined;
}
