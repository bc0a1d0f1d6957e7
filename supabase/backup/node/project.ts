import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { parseSnapshot, type Row, type Snapshot, type SnapshotObject } from '../archive/index.ts';
import { DEMO_SERVICE_ROLE_KEY } from '../../local/config.ts';
import { RestoreRefused } from './refusal.ts';

export const LOCAL_API_URL = 'http://127.0.0.1:54321';

export interface ProjectConnection {
  url: string;
  client: SupabaseClient;
}

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, else the local API (`pnpm --filter supabase start`). */
export function connectFromEnv(env: NodeJS.ProcessEnv = process.env): ProjectConnection {
  const url = (env.SUPABASE_URL || LOCAL_API_URL).replace(/\/+$/, '');
  const key = env.SUPABASE_SERVICE_ROLE_KEY || (env.SUPABASE_URL ? '' : DEMO_SERVICE_ROLE_KEY);
  if (!key)
    throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set (Project Settings → API keys → service_role).');
  return { url, client: serviceClient(url, key) };
}

export function serviceClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

interface PostgrestLikeError {
  code?: string;
  message: string;
}

function projectError(url: string, error: PostgrestLikeError): Error {
  if (error.code === 'PGRST202') {
    return new RestoreRefused(
      'target',
      `${url} has no backup functions: apply this checkout's migrations first (\`supabase db push\`).`,
    );
  }
  if (error.code === '42501' || error.code === 'PGRST301' || /Invalid API key|JWT/i.test(error.message)) {
    return new RestoreRefused(
      'target',
      `${url} refused the key: use the project's service_role key (${error.message}).`,
    );
  }
  if (/fetch failed|ECONNREFUSED/i.test(error.message)) {
    return new RestoreRefused(
      'target',
      `Cannot reach ${url}: is the project running (locally: \`pnpm --filter supabase start\`)?`,
    );
  }
  return new Error(`${url}: ${error.message}`);
}

export async function loadSnapshot({ url, client }: ProjectConnection): Promise<Snapshot> {
  const { data, error } = await client.rpc('backup_snapshot');
  if (error) throw projectError(url, error);
  return parseSnapshot(data);
}

/** Inserts rows a table does not hold yet (same key: left alone); resolves to how many were new. */
export async function restoreRows(
  { url, client }: ProjectConnection,
  table: string,
  rows: Row[],
): Promise<number> {
  const { data, error } = await client.rpc('backup_restore_rows', { table_name: table, table_rows: rows });
  if (error) throw projectError(url, error);
  return data as number;
}

export async function clearTables({ url, client }: ProjectConnection): Promise<void> {
  const { error } = await client.rpc('backup_clear');
  if (error) throw projectError(url, error);
}

export async function downloadObject({ client }: ProjectConnection, object: SnapshotObject): Promise<Buffer> {
  const { data, error } = await client.storage.from(object.bucket).download(object.name);
  if (error || !data)
    throw new Error(`Could not download ${object.bucket}/${object.name}: ${error?.message}`);
  return Buffer.from(await data.arrayBuffer());
}

/** Storage takes the seconds of `max-age`; anything else falls back to its default. */
function cacheSeconds(cacheControl: string): string | undefined {
  return /max-age=(\d+)/.exec(cacheControl)?.[1];
}

export async function uploadObject(
  { client }: ProjectConnection,
  object: { bucket: string; name: string; contentType: string; cacheControl: string },
  data: Buffer,
): Promise<void> {
  const { error } = await client.storage.from(object.bucket).upload(object.name, data, {
    contentType: object.contentType,
    cacheControl: cacheSeconds(object.cacheControl),
    upsert: true,
  });
  if (error) throw new Error(`Could not upload ${object.bucket}/${object.name}: ${error.message}`);
}

export async function removeObjects(
  { client }: ProjectConnection,
  bucket: string,
  names: string[],
): Promise<void> {
  for (let i = 0; i < names.length; i += 100) {
    const { error } = await client.storage.from(bucket).remove(names.slice(i, i + 100));
    if (error) throw new Error(`Could not remove objects from ${bucket}: ${error.message}`);
  }
}
