import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Caller } from '../caller.ts';
import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { asStorageCaller, findObject, findPublicObject, storageCaller, type ObjectRow } from './access.ts';
import { noSuchBucket, noSuchKey } from './errors.ts';
import { filePath } from './names.ts';

export type Access = 'public' | 'authenticated' | { signed: Caller };

/** The object row as the access mode allows: public buckets bypass RLS, authenticated reads go through it. */
export async function loadObject(
  ctx: RouteContext,
  bucket: string,
  name: string,
  access: Access,
): Promise<ObjectRow> {
  let row: ObjectRow | undefined;
  if (access === 'public') {
    const found = await findPublicObject(ctx.state.db, bucket, name);
    if (!found?.isPublic) throw noSuchBucket();
    row = found.row;
  } else if (access === 'authenticated') {
    const caller = await storageCaller(ctx);
    row = await asStorageCaller(ctx, caller, true, (tx) => findObject(tx, bucket, name));
  } else {
    row = await findObject(ctx.state.db, bucket, name);
  }
  if (!row) throw noSuchKey();
  return row;
}

function contentDisposition(download: string | null, name: string): Record<string, string> {
  if (download === null) return {};
  const file = download || name.split('/').pop() || 'download';
  return {
    'Content-Disposition': `attachment; filename="${encodeURIComponent(file)}"; filename*=UTF-8''${encodeURIComponent(file)}`,
  };
}

/** Sends the stored bytes with the headers Storage sends (ETag, Cache-Control, Last-Modified; 304 on a match). */
export async function sendObject(ctx: RouteContext, row: ObjectRow): Promise<void> {
  const file = filePath(ctx.state.paths.storageDir, row.bucket_id, row.name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw noSuchKey();
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${row.version ?? row.id}"`;
  const headers: Record<string, string> = {
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    // Stored bytes are not checked against the declared type: never let a browser guess another one.
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': meta.cacheControl ?? 'no-cache',
    ETag: etag,
    'Last-Modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    ...contentDisposition(ctx.url.searchParams.get('download'), row.name),
  };
  if (ctx.req.headers['if-none-match'] === etag) {
    ctx.res.writeHead(304, headers);
    ctx.res.end();
    return;
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(ctx.req.headers.range ?? ''));
  let start = 0;
  let end = info.size - 1;
  let status = 200;
  if (range && (range[1] || range[2]) && info.size > 0) {
    start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      ctx.res.writeHead(416, { 'Content-Range': `bytes */${info.size}` });
      ctx.res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  }
  headers['Content-Length'] = String(info.size === 0 ? 0 : end - start + 1);
  ctx.res.writeHead(status, headers);
  if (ctx.req.method === 'HEAD' || info.size === 0) {
    ctx.res.end();
    return;
  }
  createReadStream(file, { start, end })
    .on('error', () => ctx.res.destroy())
    .pipe(ctx.res);
}

export async function download(
  ctx: RouteContext,
  bucket: string,
  name: string,
  access: Access,
): Promise<void> {
  await sendObject(ctx, await loadObject(ctx, bucket, name, access));
}

/** GET /object/info/…: the object as storage-js `info()` expects. */
export async function objectInfo(
  ctx: RouteContext,
  bucket: string,
  name: string,
  access: Access,
): Promise<void> {
  const row = await loadObject(ctx, bucket, name, access);
  const meta = row.metadata ?? {};
  sendJson(ctx.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
