import path from 'node:path';
import { objectFilePath } from '../../db/storage-objects.ts';
import { invalidKey, invalidRequest } from './errors.ts';

const BUCKET_ID = /^[A-Za-z0-9_.-]{1,100}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkBucketId(id: string): string {
  if (!BUCKET_ID.test(id) || id === '.' || id === '..') throw invalidRequest(`Invalid bucket name: ${id}`);
  return id;
}

/** Object keys as Supabase Storage accepts them, and never anything that could leave the bucket's folder. */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  if (
    !name ||
    name.startsWith('/') ||
    Buffer.byteLength(name) > 1024 ||
    CONTROL.test(name) ||
    name.includes('\\') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw invalidKey(name);
  }
  return name;
}

/** `bucket/some/key` from an URL tail (percent-encoded segments), with the client's slash clean-up. */
export function splitBucketPath(tail: string): { bucket: string; name: string } {
  const segments = tail.split('/').map((s) => decodeURIComponent(s));
  const bucket = checkBucketId(segments.shift() ?? '');
  const name = segments.join('/').replace(/\/+$/, '');
  return { bucket, name: checkObjectName(name) };
}

export function filePath(storageDir: string, bucket: string, name: string): string {
  try {
    return objectFilePath(storageDir, bucket, name);
  } catch {
    throw invalidKey(name);
  }
}

export const tempName = (tmpDir: string) =>
  path.join(tmpDir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
