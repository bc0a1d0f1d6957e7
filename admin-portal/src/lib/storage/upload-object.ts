import { publicObjectUrl } from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import {
  contentTypeFor,
  fileProblem,
  formatBytes,
  objectUploadUrl,
  type BucketRules,
} from 'shared-ui/uploads';
import { NETWORK_MESSAGE } from '../errors';
import { db } from '../supabase';

export interface UploadedObject {
  bucket: string;
  path: string;
  publicUrl: string;
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Storage's error body → a sentence about the file
 * ([contracts §3](../../../../docs/api-contracts.md#3-storage)).
 */
export function uploadFailureMessage(file: File, rules: BucketRules, status: number, body: string): string {
  let code = '';
  let message = '';
  try {
    const parsed = JSON.parse(body) as {
      code?: string;
      statusCode?: string;
      error?: string;
      message?: string;
    };
    code = `${parsed.code ?? ''} ${parsed.statusCode ?? ''} ${parsed.error ?? ''}`;
    message = parsed.message ?? '';
  } catch {
    message = body;
  }
  if (status === 413 || /EntityTooLarge|413|too large/i.test(code + message)) {
    return `“${file.name}” is too large for the server (limit ${formatBytes(rules.maxBytes)}). Choose a smaller file.`;
  }
  if (status === 415 || /InvalidMimeType|invalid_mime_type|415|mime type/i.test(code + message)) {
    return `The server refused “${file.name}”: its file type is not allowed. Use ${rules.typeNames}.`;
  }
  if (status === 401 || status === 403 || /AccessDenied|403|row-level security/i.test(code + message)) {
    return `You do not have permission to upload files. Sign in again as an administrator.`;
  }
  return `Uploading “${file.name}” failed${message ? `: ${message}` : ` (HTTP ${status})`}.`;
}

/**
 * Uploads one file with progress. supabase-js has no progress callback, so this is the same
 * request its `upload()` makes (multipart POST, `x-upsert: false`) sent through XMLHttpRequest.
 */
export async function uploadObject(
  rules: BucketRules,
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedObject> {
  const problem = fileProblem(file, rules);
  if (problem) throw new UploadError(problem);
  const { data } = await db().auth.getSession();
  const token = data.session?.access_token;
  if (!token)
    throw new UploadError('Your session has ended. Sign in again, then retry: nothing you entered is lost.');

  const settings = supabaseSettings();
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', new Blob([file], { type: contentTypeFor(file, rules) }), file.name);

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', objectUploadUrl(settings.url, rules.id, path));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', settings.anonKey);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new UploadError(uploadFailureMessage(file, rules, xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(`Uploading “${file.name}” failed. ${NETWORK_MESSAGE}`));
    xhr.onabort = () => reject(new UploadError(`Uploading “${file.name}” was cancelled.`));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
  return { bucket: rules.id, path, publicUrl: publicObjectUrl(settings.url, rules.id, path) };
}
