import type { RouteContext } from '../http/context.ts';
import { sendJson } from '../http/respond.ts';
import { asStorageCaller, findObject, storageCaller } from './access.ts';
import { invalidJwt, invalidRequest, noSuchKey } from './errors.ts';
import { names, storageJson } from './manage.ts';
import { checkObjectName } from './names.ts';

const transformQuery = (transform: unknown): string | undefined => {
  if (!transform || typeof transform !== 'object') return undefined;
  const q = new URLSearchParams();
  for (const key of ['width', 'height', 'resize', 'format', 'quality'] as const) {
    const value = (transform as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && value !== '' && value !== 0) q.set(key, String(value));
  }
  return q.toString() || undefined;
};

function expiresIn(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn);
  if (!Number.isInteger(value) || value < 1) throw invalidRequest('body/expiresIn must be >= 1');
  return Math.min(value, 10 * 365 * 24 * 3600);
}

async function signOne(
  ctx: RouteContext,
  bucket: string,
  name: string,
  seconds: number,
  transform?: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const url = `${bucket}/${name}`;
  const token = await ctx.state.jwt.sign({
    url,
    ...(transform ? { transformations: transform } : {}),
    iat: now,
    exp: now + seconds,
  });
  return `/${transform ? 'render/image' : 'object'}/sign/${url}?token=${token}`;
}

/** POST /object/sign/{bucket}/{path}: only for objects the caller can see (RLS SELECT). */
export async function signObject(ctx: RouteContext, bucket: string, name: string): Promise<void> {
  const caller = await storageCaller(ctx);
  const body = await storageJson(ctx);
  const seconds = expiresIn(body);
  const visible = await asStorageCaller(ctx, caller, true, (tx) => findObject(tx, bucket, name));
  if (!visible) throw noSuchKey();
  sendJson(ctx.res, 200, {
    signedURL: await signOne(ctx, bucket, name, seconds, transformQuery(body.transform)),
  });
}

/** POST /object/sign/{bucket} `{expiresIn, paths}`: one entry per path, with `error` for the invisible ones. */
export async function signMany(ctx: RouteContext, bucket: string): Promise<void> {
  const caller = await storageCaller(ctx);
  const body = await storageJson(ctx);
  const seconds = expiresIn(body);
  const paths = names(body, 'paths');
  const visible = await asStorageCaller(ctx, caller, true, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    );
    return new Set(rows.map((r) => r.name));
  });
  const out = [];
  for (const p of paths) {
    out.push(
      visible.has(p)
        ? { error: null, path: p, signedURL: await signOne(ctx, bucket, p, seconds) }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path: p,
            signedURL: null,
          },
    );
  }
  sendJson(ctx.res, 200, out);
}

/** Checks `?token=` against the URL it was issued for; returns the transformations it carries. */
export async function verifySigned(
  ctx: RouteContext,
  bucket: string,
  name: string,
): Promise<{ transformations?: string }> {
  const token = ctx.url.searchParams.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  let claims: Record<string, unknown>;
  try {
    claims = await ctx.state.jwt.verify(token);
  } catch (error) {
    throw invalidJwt(
      error instanceof Error && /expired/i.test(error.message) ? 'jwt expired' : 'invalid signature',
    );
  }
  checkObjectName(name);
  if (claims.url !== `${bucket}/${name}`) throw invalidJwt('Invalid signature: url mismatch');
  return { transformations: typeof claims.transformations === 'string' ? claims.transformations : undefined };
}
