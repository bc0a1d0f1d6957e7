import { HttpError } from '../http/errors.ts';

/**
 * Storage's error body. As in Supabase Storage, the HTTP status is 400 for every 4xx backend error;
 * the logical status travels in `statusCode`.
 */
export function storageError(
  code: string,
  statusCode: number,
  error: string,
  message: string,
  httpStatus = statusCode >= 500 ? 500 : 400,
): HttpError {
  return new HttpError(httpStatus, { statusCode: String(statusCode), code, error, message });
}

export const noSuchBucket = () => storageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found');
export const noSuchKey = () => storageError('NoSuchKey', 404, 'not_found', 'Object not found');
export const invalidKey = (name: string) =>
  storageError('InvalidKey', 400, 'Invalid Input', `Invalid key: ${name}`);
export const invalidRequest = (message: string) =>
  storageError('InvalidRequest', 400, 'Bad Request', message);
export const entityTooLarge = () =>
  storageError('EntityTooLarge', 413, 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMime = (mime: string) =>
  storageError('InvalidMimeType', 415, 'invalid_mime_type', `mime type ${mime} is not supported`);
/** Not InvalidMimeType: the type is allowed, the bytes are not of it; the message says so in plain words. */
export const contentMismatch = (declared: string, found: string | undefined) =>
  invalidRequest(
    `This file is not a real ${declared}: ${found ? `its contents are ${found}` : 'its contents are not in any format we recognise'}. Save it as ${declared} again, or choose the original file`,
  );
export const invalidJwt = (message: string) => storageError('InvalidJWT', 403, 'Unauthorized', message);

interface DbErrorLike {
  code: string;
  message?: string;
}

/** SQLSTATE → Storage error (src/storage/database/errors.ts). */
export function fromDbError(error: DbErrorLike, duplicateCode = 'KeyAlreadyExists'): HttpError {
  if (error.code === '42501')
    return storageError(
      'AccessDenied',
      403,
      'Unauthorized',
      error.message ?? 'new row violates row-level security policy',
    );
  if (error.code === '23505')
    return storageError(duplicateCode, 409, 'Duplicate', 'The resource already exists');
  if (error.code === '23503') return noSuchBucket();
  if (error.code.startsWith('22') || error.code.startsWith('23') || error.code.startsWith('42'))
    return invalidRequest(error.message ?? 'Invalid request');
  return storageError('DatabaseError', 500, 'internal', 'Database error');
}
