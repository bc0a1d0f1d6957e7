import { HttpError } from '../http/errors.ts';

export interface PgrstBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  const body: PgrstBody = { code, details, hint, message };
  return new HttpError(status, body, { 'Proxy-Status': `PostgREST; error=${code}` });
}

export const parseError = (what: string, raw: string, details: string) =>
  pgrstError(400, 'PGRST100', `"failed to parse ${what} (${raw})"`, details);

/** PostgREST's status for a PostgreSQL SQLSTATE (src/PostgREST/Error.hs pgErrorStatus), with bad input kept in the 4xx range. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  // `raise sqlstate 'PT409'` answers 409: PostgREST's way for a function or trigger to choose the status.
  const chosen = /^PT(\d{3})$/.exec(code);
  if (chosen) return Number(chosen[1]) >= 100 && Number(chosen[1]) <= 599 ? Number(chosen[1]) : 500;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('08')) return 503;
  if (code.startsWith('53') || code.startsWith('58') || code.startsWith('XX')) return 500;
  if (code === '40001' || code === '40P01') return 409;
  return 400;
}

interface DbErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

export function isDbError(error: unknown): error is DbErrorLike & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DbErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

export function fromDbError(error: DbErrorLike & { code: string }, anonymous: boolean): HttpError {
  return pgrstError(
    statusForSqlState(error.code, anonymous),
    error.code,
    String(error.message ?? 'database error'),
    typeof error.detail === 'string' ? error.detail : null,
    typeof error.hint === 'string' ? error.hint : null,
  );
}
