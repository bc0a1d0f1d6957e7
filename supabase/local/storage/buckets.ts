import type { RouteContext } from '../http/context.ts';
import { sendJson, sendRaw } from '../http/respond.ts';
import { allowStorageDeletes, asStorageCaller, ownerOf, storageCaller } from './access.ts';
import { invalidRequest, noSuchBucket, storageError } from './errors.ts';
import { storageJson } from './manage.ts';
import { checkBucketId } from './names.ts';
import { unlink } from 'node:fs/promises';
import { filePath } from './names.ts';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const m = typeof value === 'string' ? /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  if (!m) throw invalidRequest('file_size_limit must be a number of bytes or a size like "10MB"');
  return Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]!);
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    !value.every((v) => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))
  ) {
    throw invalidRequest('allowed_mime_types must be an array of MIME types');
  }
  return value as string[];
}

const BUCKET_JSON = `json_build_object('id', id, 'name', name, 'owner', coalesce(owner::text, ''), 'public', public,
  'type', type, 'file_size_limit', file_size_limit, 'allowed_mime_types', allowed_mime_types, 'created_at', created_at, 'updated_at', updated_at)`;

/** The bucket API under the caller's role (hosted Supabase has no bucket policies by default: service role only). */
export async function buckets(ctx: RouteContext, parts: string[]): Promise<void> {
  const method = ctx.req.method;
  const caller = await storageCaller(ctx);
  const id = parts[0] === undefined ? undefined : checkBucketId(parts[0]);
  const run = <T>(readOnly: boolean, fn: Parameters<typeof asStorageCaller<T>>[3]) =>
    asStorageCaller(ctx, caller, readOnly, fn, 'ResourceAlreadyExists');
  if (!id && method === 'GET') {
    const body = await run(
      true,
      async (tx) =>
        (
          await tx.query<{ b: string }>(
            `select coalesce(json_agg(${BUCKET_JSON} order by name), '[]')::text as b from storage.buckets`,
          )
        ).rows[0]!.b,
    );
    return sendRaw(ctx.res, 200, body, { 'Content-Type': 'application/json; charset=utf-8' });
  }
  if (!id && method === 'POST') {
    const body = await storageJson(ctx);
    const newId = checkBucketId(String(body.id ?? body.name ?? ''));
    await run(false, (tx) =>
      tx.query(
        'insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner) values ($1, $1, $2, $3, $4, $5::uuid)',
        [
          newId,
          body.public === true,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
          ownerOf(caller),
        ],
      ),
    );
    return sendJson(ctx.res, 200, { name: newId });
  }
  if (!id) throw storageError('InvalidRequest', 405, 'Method Not Allowed', `Method ${method} not allowed`);
  if (parts.length === 1 && method === 'GET') {
    const body = await run(
      true,
      async (tx) =>
        (
          await tx.query<{ b: string }>(
            `select ${BUCKET_JSON}::text as b from storage.buckets where id = $1`,
            [id],
          )
        ).rows[0]?.b,
    );
    if (!body) throw noSuchBucket();
    return sendRaw(ctx.res, 200, body, { 'Content-Type': 'application/json; charset=utf-8' });
  }
  if (parts.length === 1 && method === 'PUT') {
    const body = await storageJson(ctx);
    const { rows } = await run(false, (tx) =>
      tx.query(
        'update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4, updated_at = now() where id = $1 returning id',
        [
          id,
          typeof body.public === 'boolean' ? body.public : null,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
        ],
      ),
    );
    if (!rows.length) throw noSuchBucket();
    return sendJson(ctx.res, 200, { message: 'Successfully updated' });
  }
  if (parts.length === 2 && parts[1] === 'empty' && method === 'POST') {
    const { rows } = await run(false, async (tx) => {
      await allowStorageDeletes(tx);
      return tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [
        id,
      ]);
    });
    await Promise.all(
      rows.map((r) => unlink(filePath(ctx.state.paths.storageDir, id, r.name)).catch(() => undefined)),
    );
    return sendJson(ctx.res, 200, { message: 'Successfully emptied' });
  }
  if (parts.length === 1 && method === 'DELETE') {
    await run(false, async (tx) => {
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if (rows.length)
        throw storageError(
          'InvalidRequest',
          409,
          'Bucket not empty',
          'The bucket you tried to delete is not empty',
        );
      await allowStorageDeletes(tx);
      const deleted = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      if (!deleted.rows.length) throw noSuchBucket();
    });
    return sendJson(ctx.res, 200, { message: 'Successfully deleted' });
  }
  throw storageError('InvalidRequest', 405, 'Method Not Allowed', `Method ${method} not allowed`);
}
