import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable, Statement } from '../db/database.ts';
import { JwtError, type Claims, type JwtService } from './jwt.ts';

/** Only these may be assumed through a JWT: a token claiming `postgres` must never become a superuser. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: string;
  claims: Claims;
  token?: string;
}

export type CallerError = { kind: 'invalid' | 'expired' | 'role'; message: string };

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The role and claims a request runs with: its Bearer token, else the API key, else plain anon. */
export async function resolveCaller(
  jwt: JwtService,
  token: string | undefined,
): Promise<Caller | CallerError> {
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let claims: Claims;
  try {
    claims = await jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError)
      return { kind: error.expired ? 'expired' : 'invalid', message: error.message };
    return { kind: 'invalid', message: 'JWSError JWSInvalidSignature' };
  }
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  if (!API_ROLES.has(role)) return { kind: 'role', message: `permission denied to set role "${role}"` };
  return { role, claims: { ...claims, role }, token };
}

export function isCallerError(value: Caller | CallerError): value is CallerError {
  return 'kind' in value;
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

const SETUP = (readOnly: boolean) =>
  `select set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true),` +
  ` set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $2, true),` +
  ` set_config('request.method', $5, true), set_config('request.path', $6, true), set_config('request.headers', $7, true)` +
  (readOnly ? `, set_config('transaction_read_only', 'on', true)` : '');
const SETUP_RO = SETUP(true);
const SETUP_RW = SETUP(false);

/** What PostgREST/Storage set at the start of a request transaction: the role, its claims and the request facts. */
export function requestSettings(
  caller: Caller,
  info: RequestInfo,
  options: { readOnly: boolean; searchPath?: string },
): Statement {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  return {
    sql: options.readOnly ? SETUP_RO : SETUP_RW,
    params: [
      options.searchPath ?? 'public, extensions',
      caller.role,
      JSON.stringify(caller.claims),
      sub,
      info.method,
      info.path,
      JSON.stringify(info.headers),
    ],
  };
}

export async function applyRequestSettings(
  tx: Queryable,
  caller: Caller,
  info: RequestInfo,
  options: { readOnly: boolean; searchPath?: string },
): Promise<void> {
  const setup = requestSettings(caller, info, options);
  await tx.query(setup.sql, setup.params);
}

/** One transaction under the caller's role, as PostgREST and Storage run every request. */
export function asCaller<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  caller: Caller,
  info: RequestInfo,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await applyRequestSettings(tx, caller, info, { readOnly });
    return fn(tx);
  });
}
