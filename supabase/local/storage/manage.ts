import { copyFile, mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { readJson } from '../http/body.ts';
import type { RouteContext } from '../http/context.ts';
import { sendJson, sendRaw } from '../http/respond.ts';
import { allowStorageDeletes, asStorageCaller, getBucket, ownerOf, storageCaller } from './access.ts';
import { invalidRequest, noSuchKey, storageError } from './errors.ts';
import { checkBucketId, checkObjectName, filePath } from './names.ts';
import { storeObject, writtenId } from './upload.ts';

const JSON_LIMIT = 1024 * 1024;

export async function storageJson(ctx: RouteContext): Promise<Record<string, unknown>> {
  const body = await readJson(ctx.req, JSON_LIMIT, {
    tooLarge: () => storageError('EntityTooLarge', 413, 'Payload too large', 'The request body is too large'),
    invalid: () => invalidRequest('Body is not valid JSON'),
  });
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidRequest('body must be object');
  return body as Record<string, unknown>;
}

const str = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw invalidRequest(`body must have required property '${key}'`);
  return value;
};

/** A body's list of 1 to 1,000 object names (`prefixes` to delete, `paths` to sign), as Storage validates it. */
export const names = (body: Record<string, unknown>, key: string): string[] => {
  const value = body[key];
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > 1000 ||
    !value.every((p) => typeof p === 'string')
  ) {
    throw invalidRequest(`body/${key} must NOT have fewer than 1 items`);
  }
  return value as string[];
};

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** POST /object/list/{bucket}: folders first (all but `name` null), then files, names relative to the prefix; RLS SELECT applies. */
export async function list(ctx: RouteContext, bucket: string): Promise<void> {
  const caller = await storageCaller(ctx);
  const body = await storageJson(ctx);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = Number.isInteger(body.limit) ? Math.min(Math.max(Number(body.limit), 0), 1500) : 100;
  const offset = Number.isInteger(body.offset) ? Math.max(Number(body.offset), 0) : 0;
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
  await getBucket(ctx, bucket);
  const sql = `
    with o as (
      select name, id, updated_at, created_at, last_accessed_at, metadata, substr(name, char_length($2) + 1) as rest
      from storage.objects where bucket_id = $1 and name ilike $3 escape '\\'
    ), items as (
      select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
      from o where strpos(rest, '/') > 0 group by 1
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata, 1 from o where strpos(rest, '/') = 0
    )
    select coalesce(json_agg(json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
      'last_accessed_at', last_accessed_at, 'metadata', metadata)), '[]')::text as body
    from (select * from items order by kind, case when kind = 0 then name end, ${column} ${order}, name limit $4 offset $5) s`;
  const body_ = await asStorageCaller(ctx, caller, true, async (tx) => {
    const { rows } = await tx.query<{ body: string }>(sql, [
      bucket,
      prefix,
      `${escapeLike(prefix + search)}%`,
      limit,
      offset,
    ]);
    return rows[0]!.body;
  });
  sendRaw(ctx.res, 200, body_, { 'Content-Type': 'application/json; charset=utf-8' });
}

async function unlinkQuietly(files: string[]) {
  await Promise.all(files.map((f) => unlink(f).catch(() => undefined)));
}

/** DELETE /object/{bucket} `{prefixes}`: deletes what the caller may delete and see; the rest is skipped silently. */
export async function removeMany(ctx: RouteContext, bucket: string): Promise<void> {
  const caller = await storageCaller(ctx);
  const prefixes = names(await storageJson(ctx), 'prefixes');
  const keys = prefixes.map((p) => p.replace(/^\/+|\/+$/g, ''));
  const { rows } = await asStorageCaller(ctx, caller, false, async (tx) => {
    await allowStorageDeletes(tx);
    return tx.query<{ j: string }>(
      `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
       select row_to_json(d)::text as j from d`,
      [bucket, keys],
    );
  });
  const deleted = rows.map((r) => JSON.parse(r.j) as { name: string });
  await unlinkQuietly(deleted.map((row) => filePath(ctx.state.paths.storageDir, bucket, row.name)));
  sendRaw(ctx.res, 200, `[${rows.map((r) => r.j).join(',')}]`, {
    'Content-Type': 'application/json; charset=utf-8',
  });
}

export async function removeOne(ctx: RouteContext, bucket: string, name: string): Promise<void> {
  const caller = await storageCaller(ctx);
  const { rows } = await asStorageCaller(ctx, caller, false, async (tx) => {
    await allowStorageDeletes(tx);
    return tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
      bucket,
      name,
    ]);
  });
  if (!rows.length) throw noSuchKey();
  await unlinkQuietly([filePath(ctx.state.paths.storageDir, bucket, name)]);
  sendJson(ctx.res, 200, { message: 'Successfully deleted' });
}

/** What a move or a copy names, once the caller and the destination bucket are known; `src` is the file. */
async function transferArgs(ctx: RouteContext) {
  const caller = await storageCaller(ctx);
  const body = await storageJson(ctx);
  const fromBucket = checkBucketId(str(body, 'bucketId'));
  const toBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket
      ? checkBucketId(body.destinationBucket)
      : fromBucket;
  const from = checkObjectName(str(body, 'sourceKey'));
  const to = checkObjectName(str(body, 'destinationKey'));
  await getBucket(ctx, toBucket);
  return {
    caller,
    fromBucket,
    toBucket,
    from,
    to,
    src: filePath(ctx.state.paths.storageDir, fromBucket, from),
  };
}

/** POST /object/move: the row moves under the caller's role (UPDATE policy), then the file follows. */
export async function move(ctx: RouteContext): Promise<void> {
  const { caller, fromBucket, toBucket, from, to, src } = await transferArgs(ctx);
  const dest = filePath(ctx.state.paths.storageDir, toBucket, to);
  await asStorageCaller(ctx, caller, false, async (tx) => {
    const { rows } = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, version = gen_random_uuid()::text, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [fromBucket, from, toBucket, to],
    );
    if (!rows.length) throw noSuchKey();
  });
  await mkdir(path.dirname(dest), { recursive: true });
  await rename(src, dest).catch(() => undefined);
  sendJson(ctx.res, 200, { message: 'Successfully moved' });
}

/** POST /object/copy: a new row (INSERT policy, source visible through SELECT), then the bytes. */
export async function copy(ctx: RouteContext): Promise<void> {
  const { caller, fromBucket, toBucket, from, to, src } = await transferArgs(ctx);
  await storeObject(ctx, toBucket, to, async (tmp) => {
    await copyFile(src, tmp).catch(() => {
      throw noSuchKey();
    });
    return asStorageCaller(ctx, caller, false, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         select $3, $4, $5::uuid, $5::text, metadata, user_metadata, gen_random_uuid()::text
         from storage.objects where bucket_id = $1 and name = $2 returning id::text`,
        [fromBucket, from, toBucket, to, ownerOf(caller)],
      );
      return writtenId(rows);
    });
  });
}
