import { HttpError } from '../http/errors.ts';

export const API_VERSION = '2024-01-01';

/** GoTrue's error body for clients that declare X-Supabase-Api-Version 2024-01-01 (supabase-js always does). */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(
    status,
    { code, message, msg: message, error_code: code, ...extra },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code },
  );
}

export const validationFailed = (message: string) => authError(400, 'validation_failed', message);
