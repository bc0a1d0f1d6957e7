import { HttpError } from '../http/errors.ts';

export interface PgrstBody {
  code: string;
  /** Usually text; a list of candidates for an ambiguous embed (PGRST201). */
  details: unknown;
  hint: string | null;
  message: string;
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
): HttpError {
  const body: PgrstBody = { code, details, hint, message };
  // As PostgREST: a 401 also says how to authenticate.
  const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${code}` };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return new HttpError(status, body, headers);
}

export const parseError = (what: string, raw: string, details: string) =>
  pgrstError(400, 'PGRST100', `"failed to parse ${what} (${raw})"`, details);

/** PostgREST's status for a PostgreSQL SQLSTATE (src/PostgREST/Error.hs, mapSQLtoHTTP). */
/** Hosted Supabase runs PostgREST with db-aggregates-enabled off: aggregates and to-many spreads are refused. */
export const aggregatesNotAllowed = () =>
  pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export function statusForSqlState(code: string, message: string, anonymous: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return anonymous ? 401 : 403;
  // `raise sqlstate 'PT409'` answers 409: PostgREST's way for a function or trigger to choose the status.
  const chosen = /^PT(\d{3})$/.exec(code);
  if (chosen) return Number(chosen[1]) >= 100 && Number(chosen[1]) <= 599 ? Number(chosen[1]) : 500;
  // pg-safeupdate's refusal is the client's mistake; other cardinality violations are the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (exact[code]) return exact[code];
  const byClass: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return byClass.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
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
    statusForSqlState(error.code, String(error.message ?? ''), anonymous),
    error.code,
    String(error.message ?? 'database error'),
    typeof error.detail === 'string' ? error.detail : null,
    typeof error.hint === 'string' ? error.hint : null,
  );
}
