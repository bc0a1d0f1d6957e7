import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBody } from '../http/body.ts';
import type { RouteContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { bearerToken } from '../caller.ts';
import { parse as parseToml } from 'smol-toml';

const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions');
const CONFIG_TOML = path.join(FUNCTIONS_DIR, '../config.toml');

/**
 * `[functions.<name>] verify_jwt = false` in supabase/config.toml, as `supabase functions deploy` reads it: that
 * function is called without a token (webhooks, crawlers). Every other function needs one.
 */
function verifiesJwt(name: string): boolean {
  const config = parseToml(readFileSync(CONFIG_TOML, 'utf8')) as {
    functions?: Record<string, { verify_jwt?: boolean }>;
  };
  return config.functions?.[name]?.verify_jwt !== false;
}

type FunctionHandler = (request: Request) => Promise<Response>;
interface FunctionModule {
  createHandler?: (env: (name: string) => string | undefined) => FunctionHandler;
  handler?: FunctionHandler;
  default?: FunctionHandler;
}

export interface FunctionsOptions {
  /** Environment the functions see before process.env (SUPABASE_URL, keys and the dev mail API are preset). */
  env?: Record<string, string>;
  /** Wall-clock limit per invocation; default 150 s as on Supabase. */
  timeoutMs?: number;
}

const relayError = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message }, { 'x-relay-error': 'true' });

/** `/functions/v1/<name>`: runs supabase/functions/<name>/index.ts as Supabase Edge Functions would. */
export function makeFunctionsHandler(options: FunctionsOptions, base: () => Record<string, string>) {
  const modules = new Map<string, Promise<FunctionModule>>();
  const load = (name: string) => {
    let module = modules.get(name);
    if (!module) {
      module = import(path.join(FUNCTIONS_DIR, name, 'index.ts')) as Promise<FunctionModule>;
      modules.set(name, module);
    }
    return module;
  };

  return async (ctx: RouteContext): Promise<void> => {
    const [name = '', ...rest] = ctx.path.split('/');
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(path.join(FUNCTIONS_DIR, name, 'index.ts'))) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // verify_jwt (the default): the Bearer must be a token signed with the project's secret.
    if (verifiesJwt(name)) {
      const token = bearerToken(ctx.req.headers);
      if (!token) throw new HttpError(401, { code: 401, message: 'Missing authorization header' });
      await ctx.state.jwt.verify(token).catch(() => {
        throw new HttpError(401, { code: 401, message: 'Invalid JWT' });
      });
    }

    const module = await load(name);
    const env = { ...base(), ...options.env };
    const handler =
      module.createHandler?.((key) => env[key] ?? process.env[key]) ?? module.handler ?? module.default;
    if (!handler) throw relayError(500, 'BOOT_ERROR', 'Function failed to start (no handler exported)');

    const method = ctx.req.method ?? 'POST';
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : await readBody(
            ctx.req,
            ctx.state.options.maxJsonBodyBytes,
            () => new HttpError(413, { code: 413, message: 'Payload too large' }),
          );
    const headers = new Headers();
    for (const [key, value] of Object.entries(ctx.req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
    }
    const request = new Request(
      `${ctx.state.publicUrl()}/functions/v1/${[name, ...rest].join('/')}${ctx.url.search}`,
      {
        method,
        headers,
        body: body?.length ? new Uint8Array(body) : undefined,
      },
    );

    // Development only: lets tests make a real relay failure happen (a crash or a wall-clock timeout).
    const fault = ctx.req.headers['x-local-function-fault'];
    const run: FunctionHandler =
      fault === 'crash' ? async () => Promise.reject(new Error('forced crash')) : handler;
    const timeoutMs = fault === 'timeout' ? 50 : (options.timeoutMs ?? 150_000);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)),
    );
    let response: Response | 'timeout';
    try {
      response = await Promise.race([
        fault === 'timeout' ? new Promise<never>(() => undefined) : run(request),
        timedOut,
      ]);
    } catch (error) {
      ctx.state.log({
        level: 'error',
        event: 'function',
        name,
        error: error instanceof Error ? error.stack : String(error),
      });
      throw relayError(500, 'WORKER_ERROR', 'Function exited due to an error');
    } finally {
      clearTimeout(timer);
    }
    if (response === 'timeout') throw relayError(504, 'WORKER_TIMEOUT', 'Function timed out');

    const out = Buffer.from(await response.arrayBuffer());
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'transfer-encoding') ctx.res.setHeader(key, value);
    });
    // Hosted Supabase serves no web pages from its own domain: without a custom domain, a GET answered as
    // text/html reaches the client as text/plain (supabase.com/docs/guides/functions/limits).
    if (method === 'GET' && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
      ctx.res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    }
    ctx.res.setHeader('Content-Length', String(out.length));
    ctx.res.writeHead(response.status);
    ctx.res.end(method === 'HEAD' ? undefined : out);
  };
}
