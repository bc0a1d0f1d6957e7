// A function or trigger may set the response's status and headers through two transaction settings, as
// PostgREST documents (references/transactions "Response Headers", "Response Status Code").
import { pgrstError } from './errors.ts';

/** The two settings, read at the end of the request's statement (after every function in it has run). */
export const RESPONSE_GUCS_SQL =
  "nullif(current_setting('response.headers', true), '') as response_headers, " +
  "nullif(current_setting('response.status', true), '') as response_status";

export interface ResponseGucs {
  response_headers?: string | null;
  response_status?: string | null;
}

function gucHeaders(text: string): [string, string][] {
  const invalid = () =>
    pgrstError(
      500,
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed)) throw invalid();
  return parsed.map((item: unknown) => {
    const entries = item && typeof item === 'object' && !Array.isArray(item) ? Object.entries(item) : [];
    if (entries.length !== 1 || typeof entries[0]![1] !== 'string') throw invalid();
    return entries[0] as [string, string];
  });
}

function gucStatus(text: string): number {
  // PostgREST reads the leading digits (`205 Reset Content` is 205).
  const digits = /^\d+/.exec(text)?.[0];
  const status = digits === undefined ? NaN : Number(digits);
  if (!(status >= 100 && status <= 999))
    throw pgrstError(500, 'PGRST112', 'response.status guc must be a valid status code');
  return status;
}

/** The status and headers after the settings: a header set there replaces PostgREST's own of the same name. */
export function applyResponseGucs(
  gucs: ResponseGucs | undefined,
  status: number,
  headers: Record<string, string>,
): [number, Record<string, string>] {
  if (!gucs?.response_headers && !gucs?.response_status) return [status, headers];
  const extra = gucs.response_headers ? gucHeaders(gucs.response_headers) : [];
  const finalStatus = gucs.response_status ? gucStatus(gucs.response_status) : status;
  const named = new Set(extra.map(([name]) => name.toLowerCase()));
  const kept = Object.entries(headers).filter(([name]) => !named.has(name.toLowerCase()));
  return [finalStatus, Object.fromEntries([...kept, ...extra])];
}
