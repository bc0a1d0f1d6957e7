// The root of /rest/v1. Hosted Supabase's gateway serves the OpenAPI document only to a secret key (service_role);
// any other key is refused before PostgREST sees the request (changelog 42949; supabase/supabase#45462).
import type { RouteContext } from '../http/context.ts';
import { sendJson, sendRaw } from '../http/respond.ts';
import { negotiateOpenApi } from './media.ts';
import { openApiDocument } from './openapi.ts';
import { headerValue, inTransaction, type RestRequest } from './request.ts';

async function keyRole(ctx: RouteContext, key: string | undefined): Promise<string | undefined> {
  if (!key) return undefined;
  const claims = await ctx.state.jwt.verify(key).catch(() => undefined);
  return typeof claims?.role === 'string' ? claims.role : undefined;
}

/** The gateway's refusal for a key (`apiKey`, as the gateway took it) that is not secret. */
export async function refuseUnlessSecretKey(ctx: RouteContext, apiKey: string | undefined): Promise<boolean> {
  if ((await keyRole(ctx, apiKey)) === 'service_role') return false;
  sendJson(ctx.res, 403, {
    message: 'Access to schema is forbidden',
    hint: 'Accessing the schema via the Data API is only allowed using a secret API key.',
  });
  return true;
}

export async function describeApi(req: RestRequest): Promise<void> {
  const { ctx } = req;
  negotiateOpenApi(headerValue(ctx.req.headers.accept));
  const document = await inTransaction(req, true, (tx) =>
    openApiDocument(tx, req.cache, req.schema, new URL(ctx.state.publicUrl())),
  );
  const head = ctx.req.method === 'HEAD';
  sendRaw(
    ctx.res,
    200,
    head ? '' : JSON.stringify(document),
    { 'Content-Type': 'application/openapi+json; charset=utf-8' },
    head,
  );
}
