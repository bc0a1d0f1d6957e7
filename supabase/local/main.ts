// `pnpm --filter supabase start`: the local Supabase-compatible API on 127.0.0.1.
import { parseArgs } from 'node:util';
import { formatDevUsers } from '../db/dev-users.ts';
import { parsePlan } from './config.ts';
import { startLocalApi } from './server.ts';

const { values } = parseArgs({
  // pnpm passes a literal `--` through to the script.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string' },
    reset: { type: 'boolean', default: false },
    // An empty project (migrated, no seed), e.g. to restore a backup into.
    'no-seed': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
  allowPositionals: false,
});

const env = process.env;
const port = Number(values.port ?? env.PORT ?? 54321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? env.PORT}`);
  process.exit(2);
}
const ttl = env.ACCESS_TOKEN_TTL ? Number(env.ACCESS_TOKEN_TTL) : undefined;
const realtimeUsers = env.REALTIME_MAX_CONCURRENT_USERS
  ? Number(env.REALTIME_MAX_CONCURRENT_USERS)
  : undefined;

const api = await startLocalApi({
  port,
  dataDir: values['data-dir'],
  reset: values.reset,
  seed: !values['no-seed'],
  databaseUrl: env.DATABASE_URL || undefined,
  jwtSecret: env.JWT_SECRET || undefined,
  accessTokenTtlSeconds: ttl && ttl > 0 ? ttl : undefined,
  siteUrl: env.SITE_URL || undefined,
  enableSignup: env.ENABLE_SIGNUP === 'true' || env.ENABLE_SIGNUP === '1',
  log: env.LOG_REQUESTS === 'false' ? false : undefined,
  logLevel: (['info', 'warn', 'error', 'silent'] as const).find((level) => level === env.LOG_LEVEL),
  plan: parsePlan(env.SUPABASE_PLAN),
  realtimeMaxConcurrentUsers: realtimeUsers && realtimeUsers > 0 ? realtimeUsers : undefined,
});

console.log(`Local Supabase API ready at ${api.url} (behaving like the ${api.plan} plan)`);
console.log(`  anon key:         ${api.anonKey}`);
console.log(`  service_role key: ${api.serviceRoleKey}`);
console.log(`  dev mailbox:      ${api.url}/_dev/mailbox?email=…`);
console.log(formatDevUsers());

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the local Supabase API`);
  api.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
