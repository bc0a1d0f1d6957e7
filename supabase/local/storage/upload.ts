import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { asStorageCaller, getBucket, mimeAllowed, ownerOf, storageCaller } from './access.ts';
import { entityTooLarge, invalidMime, invalidRequest, noSuchKey } from './errors.ts';
import { filePath, tempName } from './names.ts';
import { checkContent } from './sniff.ts';

interface Received {
  tmp: string;
  size: number;
  eTag: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

class TooLarge extends Error {}

/**
 * Streams bytes to `tmp`, counting and hashing. Past `limit` the rest is read and dropped (destroying the
 * request would reset the connection before the 413 could be sent), then TooLarge is raised.
 */
async function spool(source: Readable, tmp: string, limit: number): Promise<{ size: number; eTag: string }> {
  const md5 = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) return done();
      md5.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, meter, createWriteStream(tmp));
  if (size > limit) throw new TooLarge();
  return { size, eTag: `"${md5.digest('hex')}"` };
}

function parseMetadata(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw invalidRequest('metadata must be a JSON object');
  }
}

const cacheControlOf = (value: string | undefined) =>
  value ? (/^\d+$/.test(value) ? `max-age=${value}` : value) : 'no-cache';

function receiveMultipart(
  ctx: RouteContext,
  tmp: string,
  limit: number,
  checkMime: (mime: string) => void,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fields: 10, fieldSize: 64 * 1024, fileSize: limit + 1 },
      });
    } catch {
      reject(invalidRequest('Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    let stored: Promise<{ size: number; eTag: string }> | undefined;
    let partType = '';
    bb.on('field', (name, value) => (fields[name] = value));
    let file: Readable | undefined;
    bb.on('file', (_name, stream, info) => {
      file = stream;
      partType = fields.contentType || info.mimeType || 'application/octet-stream';
      try {
        checkMime(partType);
      } catch (error) {
        stream.resume();
        stored = Promise.reject(error);
        stored.catch(() => undefined);
        return;
      }
      stored = spool(stream, tmp, limit);
      stored.catch(() => stream.resume());
    });
    bb.on('error', () => reject(invalidRequest('Malformed multipart body')));
    // busboy never finishes when the client hangs up: stop the file part, wait for its temp file to close, give up.
    ctx.req.on('close', () => {
      if (ctx.req.complete) return;
      file?.destroy(new Error('client closed the connection'));
      const settled = stored
        ? stored.then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve();
      void settled.then(() => reject(invalidRequest('The client closed the connection')));
    });
    bb.on('close', () => {
      if (!stored) return reject(invalidRequest('Empty file: the multipart body has no file part'));
      stored
        .then(({ size, eTag }) =>
          resolve({
            tmp,
            size,
            eTag,
            mimetype: partType,
            cacheControl: cacheControlOf(fields.cacheControl),
            userMetadata: parseMetadata(fields.metadata),
          }),
        )
        .catch(reject);
    });
    ctx.req.pipe(bb);
  });
}

async function receive(
  ctx: RouteContext,
  tmp: string,
  limit: number,
  checkMime: (mime: string) => void,
): Promise<Received> {
  const type = String(ctx.req.headers['content-type'] ?? '');
  const declared = Number(ctx.req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw entityTooLarge();
  try {
    if (type.toLowerCase().startsWith('multipart/form-data'))
      return await receiveMultipart(ctx, tmp, limit, checkMime);
    const mimetype = type || 'application/octet-stream';
    checkMime(mimetype);
    const raw = ctx.req.headers['x-metadata'];
    const userMetadata =
      typeof raw === 'string' && raw ? parseMetadata(Buffer.from(raw, 'base64').toString('utf8')) : null;
    const { size, eTag } = await spool(ctx.req, tmp, limit);
    return {
      tmp,
      size,
      eTag,
      mimetype,
      cacheControl: cacheControlOf(ctx.req.headers['cache-control'] as string | undefined),
      userMetadata,
    };
  } catch (error) {
    if (error instanceof TooLarge) throw entityTooLarge();
    throw error;
  }
}

/**
 * Writes the object `bucket`/`name` as Storage does: `write` fills the temp file it is handed and writes the row
 * under the caller's role, returning the row's id; only after that commits is the file moved into place. The
 * temp file never outlives the request.
 */
export async function storeObject(
  ctx: RouteContext,
  bucket: string,
  name: string,
  write: (tmp: string) => Promise<string>,
): Promise<void> {
  const finalPath = filePath(ctx.state.paths.storageDir, bucket, name);
  const tmp = tempName(ctx.state.paths.tmpDir);
  try {
    const id = await write(tmp);
    await mkdir(path.dirname(finalPath), { recursive: true });
    await rename(tmp, finalPath);
    sendJson(ctx.res, 200, { Id: id, Key: `${bucket}/${name}` });
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}

/** The id the write returned; no row means no such object (or none the caller may write). */
export function writtenId(rows: { id: string }[]): string {
  if (!rows[0]) throw noSuchKey();
  return rows[0].id;
}

/** POST (create, or upsert with x-upsert) and PUT (update): the bytes are checked, then stored by storeObject. */
export async function upload(
  ctx: RouteContext,
  bucketId: string,
  name: string,
  mode: 'create' | 'update',
): Promise<void> {
  const caller = await storageCaller(ctx);
  const bucket = await getBucket(ctx, bucketId);
  const upsert = mode === 'create' && String(ctx.req.headers['x-upsert']).toLowerCase() === 'true';
  const limit = Math.min(bucket.file_size_limit ?? Infinity, ctx.state.options.maxUploadBytes);
  const checkMime = (mime: string) => {
    if (!mimeAllowed(bucket, mime)) throw invalidMime(mime);
  };
  await storeObject(ctx, bucketId, name, async (tmp) => {
    const got = await receive(ctx, tmp, limit, checkMime);
    await checkContent(tmp, got.mimetype);
    const metadata = {
      eTag: got.eTag,
      size: got.size,
      mimetype: got.mimetype,
      cacheControl: got.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: got.size,
      httpStatusCode: 200,
    };
    const params = [
      bucketId,
      name,
      ownerOf(caller),
      JSON.stringify(metadata),
      got.userMetadata ? JSON.stringify(got.userMetadata) : null,
    ];
    return asStorageCaller(ctx, caller, false, async (tx) => {
      const sql =
        mode === 'update'
          ? `update storage.objects set metadata = $4, user_metadata = coalesce($5::jsonb, user_metadata), version = gen_random_uuid()::text,
               owner = coalesce($3::uuid, owner), owner_id = coalesce($3::text, owner_id), updated_at = now()
             where bucket_id = $1 and name = $2 returning id::text`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $3::text, $4, $5, gen_random_uuid()::text)` +
            (upsert
              ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                  version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
              : '') +
            ' returning id::text';
      const { rows } = await tx.query<{ id: string }>(sql, params);
      return writtenId(rows);
    });
  });
}
