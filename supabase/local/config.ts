import type { FunctionsOptions } from './functions/serve.ts';
import { SignJWT } from 'jose';

/** The Supabase CLI's local stack uses these, so apps and tools written against `supabase start` work unchanged. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const DEMO_EXP = 1983812996;

export const DEV_USERS = [
  { email: 'admin@example.com', password: 'admin-dev-password', note: 'admin' },
  { email: 'member@example.com', password: 'member-dev-password', note: 'member' },
] as const;

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** With the default secret the demo keys are returned byte for byte; a custom secret gets keys with the same claims. */
export async function makeApiKeys(secret: string): Promise<ApiKeys> {
  if (secret === DEFAULT_JWT_SECRET) return { anonKey: DEMO_ANON_KEY, serviceRoleKey: DEMO_SERVICE_ROLE_KEY };
  const key = new TextEncoder().encode(secret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_EXP })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

/** The Supabase plans whose differences the local API enforces. */
export type Plan = 'free' | 'pro';

/** What the plans allow (supabase.com/docs/guides/storage/serving/image-transformations, …/realtime/quotas). */
export const PLANS: Record<Plan, { imageTransformation: boolean; realtimeConcurrentUsers: number }> = {
  free: { imageTransformation: false, realtimeConcurrentUsers: 200 },
  pro: { imageTransformation: true, realtimeConcurrentUsers: 500 },
};

/** Free, the plan a church starts on: the site's pictures are drawn from stored variants, not rendered on request. */
export const DEFAULT_PLAN: Plan = 'free';

/** Hosted Realtime's channels per connection, the same on every plan. */
export const REALTIME_MAX_CHANNELS_PER_CLIENT = 100;

export function parsePlan(value: string | undefined): Plan | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'free' || value === 'pro') return value;
  throw new Error(`Unknown plan "${value}": use free or pro`);
}

export interface RateLimitOptions {
  /** Token-endpoint calls allowed per IP + email (or IP + grant) within the window. */
  tokenBurst?: number;
  tokenWindowSeconds?: number;
  /** Minimum seconds between two recovery e-mails to one address (GoTrue: 60). 0 = off. */
  emailIntervalSeconds?: number;
}

export interface LocalApiOptions {
  port?: number;
  host?: '127.0.0.1';
  /** PGlite folder parent (`<dataDir>/db`, `/storage`, `/render-cache`); `:memory:` = in-memory database, temp files. */
  dataDir?: string;
  databaseUrl?: string;
  reset?: boolean;
  seed?: boolean;
  accessTokenTtlSeconds?: number;
  enableSignup?: boolean;
  jwtSecret?: string;
  rateLimit?: RateLimitOptions;
  /** Where auth links send the browser when the request names no redirect_to. */
  siteUrl?: string;
  /** false = no request logs; a function receives each JSON log line. Default: stdout. */
  log?: boolean | ((line: string) => void);
  /** Lowest level written to stdout: request lines are `info`, failures `error`. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Largest JSON body for REST/Auth, bytes. */
  maxJsonBodyBytes?: number;
  /** Largest upload accepted whatever the bucket says, bytes. */
  maxUploadBytes?: number;
  /** Edge Functions: extra environment and the wall-clock limit. */
  functions?: FunctionsOptions;
  /** The hosted plan to behave like: Free refuses image rendering and allows 200 Realtime users. */
  plan?: Plan;
  /** Overrides the plan's concurrent Realtime users (tests use a small number). */
  realtimeMaxConcurrentUsers?: number;
  /** PostgREST's db-schemas: the first is the default, the others are chosen by Accept-Profile/Content-Profile. */
  schemas?: string[];
}
