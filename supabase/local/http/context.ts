import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/database.ts';
import type { ApiKeys, LocalApiOptions } from '../config.ts';
import type { JwtService } from '../jwt.ts';

export interface ServerState {
  db: Database;
  jwt: JwtService;
  keys: ApiKeys;
  options: Required<
    Pick<
      LocalApiOptions,
      'accessTokenTtlSeconds' | 'enableSignup' | 'siteUrl' | 'maxJsonBodyBytes' | 'maxUploadBytes'
    >
  > &
    LocalApiOptions;
  paths: { storageDir: string; renderCacheDir: string; tmpDir: string };
  /** Base URL the server is reachable at (for links in e-mails). */
  publicUrl: () => string;
  log: (fields: Record<string, unknown>) => void;
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path below the service prefix, without a leading slash, still percent-encoded. */
  path: string;
  state: ServerState;
}

export type Handler = (ctx: RouteContext) => Promise<void>;
