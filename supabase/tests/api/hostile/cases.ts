// The hostile-input cases (hostile.test.ts), by service: each must be refused with a 4xx, never a 5xx.
import { SignJWT } from 'jose';
import { DEFAULT_JWT_SECRET } from '../../../local/config.ts';
import type { RawRequest } from '../../security/raw-request.ts';
import type { TestApi } from '../helpers.ts';

export interface Case extends RawRequest {
  /** Default: any 4xx. */
  expect?: number | 'not5xx';
}

export interface CaseContext {
  api: TestApi;
  adminToken: string;
  tokens: Tokens;
}

const key = new TextEncoder().encode(DEFAULT_JWT_SECRET);
export const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: Record<string, unknown>, secret = key) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const alg = (header: object, claims: object) => `${b64(header)}.${b64(claims)}.`;

export { bearer, json, jsonCall } from '../../security/raw-request.ts';

/** Tokens a hostile client might present: malformed, unsigned, foreign-signed, expired, privileged. */
export async function hostileTokens() {
  return {
    garbage: 'not-a-jwt',
    dots: 'a.b.c',
    none: alg({ alg: 'none', typ: 'JWT' }, { role: 'service_role', exp: now() + 3600 }),
    noneAuth: alg(
      { alg: 'none' },
      { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: now() + 3600 },
    ),
    foreign: await sign(
      { role: 'service_role', exp: now() + 3600 },
      new TextEncoder().encode('some-other-secret-that-is-long-enough-123'),
    ),
    expired: await sign({
      role: 'authenticated',
      sub: '00000000-0000-0000-0000-000000000000',
      exp: now() - 3600,
    }),
    superuser: await sign({ role: 'postgres', exp: now() + 3600 }),
    unknownRole: await sign({ role: 'supabase_admin', exp: now() + 3600 }),
    badSub: await sign({ role: 'authenticated', sub: "x'; drop table events; --", exp: now() + 3600 }),
    hs512: await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS512' }).sign(key),
  };
}
export type Tokens = Awaited<ReturnType<typeof hostileTokens>>;
