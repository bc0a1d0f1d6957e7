import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database.ts';
import { defaultDataPaths } from '../db/paths.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { mailbox, makeAuthHandler, OPEN_AUTH_PATHS } from './auth/routes.ts';
import {
  DEFAULT_JWT_SECRET,
  DEFAULT_PLAN,
  makeApiKeys,
  PLANS,
  REALTIME_MAX_CHANNELS_PER_CLIENT,
  type LocalApiOptions,
  type Plan,
} from './config.ts';
import type { Handler, RouteContext, ServerState } from './http/context.ts';
import { gatewayApiKey } from './http/api-key.ts';
import { answerPreflight, applyCors } from './http/cors.ts';
import { HttpError } from './http/errors.ts';
import { makeLogger } from './http/log.ts';
import { sendJson, sendRaw } from './http/respond.ts';
import { JwtService } from './jwt.ts';
import { makeRestHandler } from './rest/handler.ts';
import { SchemaStore } from './rest/schema-store.ts';
import { makeStorageHandler } from './storage/routes.ts';
import { deliverDevMail } from './functions/dev-mail-api.ts';
import { makeFunctionsHandler } from './functions/serve.ts';
import { RealtimeServer } from './realtime/realtime-server.ts';

export type { LocalApiOptions } from './config.ts';

export interface LocalApi {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The hosted plan this server behaves like. */
  plan: Plan;
  db: Database;
  /** Re-reads the catalog (after applying migrations while running). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

const AUTH_SCHEMA_SQL = readFileSync(new URL('./auth/schema.sql', import.meta.url), 'utf8');

const gatewayError = (message: string, hint: string) => new HttpError(401, { message, hint });

async function openData(opts: LocalApiOptions) {
  const memory = opts.dataDir === ':memory:';
  const dataDir = memory
    ? await mkdtemp(path.join(os.tmpdir(), 'local-supabase-'))
    : path.resolve(opts.dataDir ?? defaultDataPaths().dataDir);
  if (opts.reset && !memory) await rm(dataDir, { recursive: true, force: true });
  const paths = {
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    storageDir: path.join(dataDir, 'storage'),
    renderCacheDir: path.join(dataDir, 'render-cache'),
    tmpDir: path.join(dataDir, 'tmp'),
  };
  for (const dir of [paths.storageDir, paths.renderCacheDir, paths.tmpDir])
    await mkdir(dir, { recursive: true });
  if (!memory && !opts.databaseUrl) await mkdir(paths.dbDir, { recursive: true });
  const db = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: memory || opts.databaseUrl ? undefined : paths.dbDir,
  });
  if (opts.reset && opts.databaseUrl) {
    await db.exec(
      'drop schema if exists public, auth, storage, realtime, extensions, local_auth, local_realtime, local_supautils, supabase_migrations cascade; create schema public;',
    );
  }
  return {
    db,
    paths,
    cleanup: memory ? () => rm(dataDir, { recursive: true, force: true }) : async () => undefined,
  };
}

/** Starts the local Supabase-compatible API (auth, REST, storage, realtime, functions) on 127.0.0.1. */
export async function startLocalApi(opts: LocalApiOptions = {}): Promise<LocalApi> {
  const { db, paths, cleanup } = await openData(opts);
  // Seeded rows hold absolute public URLs: give them this server's address when it is known up front.
  const publicUrl =
    process.env.SUPABASE_PUBLIC_URL || (opts.port ? `http://127.0.0.1:${opts.port}` : undefined);
  await prepareDatabase(db, { storageDir: paths.storageDir, seed: opts.seed ?? true, publicUrl });
  await db.exec(AUTH_SCHEMA_SQL);

  const secret = opts.jwtSecret ?? DEFAULT_JWT_SECRET;
  const keys = await makeApiKeys(secret);
  const jwt = new JwtService(secret);
  const logger = makeLogger(opts.log, opts.logLevel);
  let baseUrl = '';
  const state: ServerState = {
    db,
    jwt,
    keys,
    options: {
      accessTokenTtlSeconds: 3600,
      enableSignup: false,
      siteUrl: 'http://127.0.0.1:3000',
      maxJsonBodyBytes: 2 * 1024 * 1024,
      maxUploadBytes: 50 * 1024 * 1024,
      ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)),
    },
    paths,
    publicUrl: () => baseUrl,
    log: (fields) => logger.write(fields.level === 'error' ? 'error' : 'info', fields),
  };
  const store = new SchemaStore(db, opts.schemas ?? ['public']);
  await store.get();
  const rest = makeRestHandler(store);
  const auth = makeAuthHandler({
    tokenBurst: 30,
    tokenWindowSeconds: 300,
    emailIntervalSeconds: 0,
    ...opts.rateLimit,
  });
  const planName = opts.plan ?? DEFAULT_PLAN;
  const plan = PLANS[planName];
  const storage = makeStorageHandler({ imageTransformation: plan.imageTransformation });
  const functions = makeFunctionsHandler(opts.functions ?? {}, () => ({
    SUPABASE_URL: baseUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    // The site these functions link to: the address auth links go to (SITE_URL, default the shell's :3000).
    SITE_URL: state.options.siteUrl,
    MAIL_API_URL: `${baseUrl}/_dev/mailbox`,
    MAIL_API_KEY: 'local-dev',
    CONTACT_NOTIFY_TO: 'office@piwc-asokwa.local',
  }));
  const isApiKey = async (key: string) =>
    key === keys.anonKey ||
    key === keys.serviceRoleKey ||
    (await jwt.verify(key).then(
      () => true,
      () => false,
    ));
  const realtime = new RealtimeServer({
    db,
    jwt,
    isApiKey,
    log: state.log,
    limits: {
      maxConcurrentUsers: opts.realtimeMaxConcurrentUsers ?? plan.realtimeConcurrentUsers,
      maxChannelsPerClient: REALTIME_MAX_CHANNELS_PER_CLIENT,
    },
  });
  await realtime.start();

  const requireApiKey = async (req: IncomingMessage, url: URL) => {
    const { key } = gatewayApiKey(req, url);
    if (!key)
      throw gatewayError('No API key found in request', 'No `apikey` request header or url param was found.');
    if (key === keys.anonKey || key === keys.serviceRoleKey) return;
    try {
      await jwt.verify(key);
    } catch {
      throw gatewayError('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
    }
  };

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const pathname = url.pathname;
    const service = /^\/(rest|auth|storage|functions)\/v1(?:\/(.*))?$/.exec(pathname);
    const ctx = (rest: string): RouteContext => ({ req, res, url, path: rest, state });
    if (service) {
      const [, name, rest_ = ''] = service;
      let handler: Handler;
      if (name === 'rest') {
        await requireApiKey(req, url);
        handler = rest;
      } else if (name === 'auth') {
        if (!OPEN_AUTH_PATHS.has(rest_.replace(/\/+$/, ''))) await requireApiKey(req, url);
        handler = auth;
      } else if (name === 'functions') handler = functions;
      else handler = storage;
      return handler(ctx(rest_));
    }
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendJson(res, 200, { status: 'ok' });
    }
    if (pathname === '/_dev/mailbox' && req.method === 'GET') return mailbox(ctx(''));
    if (pathname === '/_dev/mailbox' && req.method === 'POST') return deliverDevMail(ctx(''));
    sendJson(res, 404, { message: 'no Route matched with those values' });
  };

  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    if (logger.info) {
      const started = performance.now();
      res.on('finish', () => {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        logger.write(res.statusCode >= 500 ? 'error' : 'info', {
          method: req.method,
          path: req.url?.split('?')[0],
          status: res.statusCode,
          ms,
        });
      });
    }
    applyCors(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      return sendJson(res, 400, { message: 'Bad Request' });
    }
    route(req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A body we refused part-way must not leave the rest of it in a kept-alive socket.
      if (!req.complete) res.setHeader('Connection', 'close');
      if (error instanceof HttpError) {
        if (req.method === 'HEAD') sendRaw(res, error.status, '', error.headers, true);
        else sendJson(res, error.status, error.body, error.headers);
        return;
      }
      if (error instanceof URIError)
        return sendJson(res, 400, { message: 'Malformed percent-encoding in the URL' });
      state.log({
        level: 'error',
        method: req.method,
        path: url.pathname,
        error: error instanceof Error ? error.stack : String(error),
      });
      sendJson(res, 500, { message: 'Internal Server Error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 54321, opts.host ?? '127.0.0.1', () => resolve());
  });
  realtime.attach(server);
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  let stopped = false;
  return {
    url: baseUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    plan: planName,
    db,
    reloadSchema: async () => {
      await store.reload();
      await realtime.sync();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await realtime.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
      await cleanup();
    },
  };
}
