import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './database.ts';

/** Where an object's bytes live; the local API serves the same layout. */
export function objectFilePath(storageDir: string, bucketId: string, name: string): string {
  const file = path.resolve(storageDir, bucketId, name);
  if (!file.startsWith(path.resolve(storageDir, bucketId) + path.sep)) {
    throw new Error(`Object name escapes its bucket: ${bucketId}/${name}`);
  }
  return file;
}

/** storage.objects.metadata as Supabase Storage writes it. */
export function objectMetadata(data: Buffer, mimetype: string, lastModified = new Date()) {
  return {
    eTag: `"${createHash('md5').update(data).digest('hex')}"`,
    size: data.length,
    mimetype,
    cacheControl: 'max-age=3600',
    lastModified: lastModified.toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
}

export interface StoredObject {
  bucketId: string;
  name: string;
  data: Buffer;
  mimetype: string;
}

/** Writes the bytes and upserts the storage.objects row (as the server: no owner, no RLS). */
export async function storeObject(db: Queryable, storageDir: string, object: StoredObject): Promise<void> {
  const file = objectFilePath(storageDir, object.bucketId, object.name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, object.data);
  await db.query(
    `insert into storage.objects (bucket_id, name, metadata, version)
     values ($1, $2, $3, gen_random_uuid()::text)
     on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, version = excluded.version, updated_at = now()`,
    [object.bucketId, object.name, JSON.stringify(objectMetadata(object.data, object.mimetype))],
  );
}

/** The public URL a browser loads (and shared-ui rewrites to the render endpoint). */
export function publicObjectUrl(
  bucketId: string,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const base = (env.SUPABASE_PUBLIC_URL || 'http://127.0.0.1:54321').replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${bucketId}/${name.split('/').map(encodeURIComponent).join('/')}`;
}
