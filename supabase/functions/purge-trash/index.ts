// purge-trash: deletes for good what has been in Trash for 30 days (scope "due"), everything in it ("all",
// the admin's "Empty trash") or chosen items ("selected" with trash_ids, "Delete forever"), and the files
// that only those rows, or only history older than 30 days, pointed at. Files go first, rows after: a run
// that fails part-way leaves its entries claimed, and the next "due" run finishes them.
//
// Callers: an admin (the admin portal runs "due" when an admin opens the dashboard or Trash, which is what
// makes the 30-day purge happen on the Free plan) or the service role (e.g. a pg_cron + pg_net schedule on
// hosted Supabase). Environment: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (set by Supabase).
import { corsHeaders, json } from '../_shared/cors.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';

type Scope = 'due' | 'all' | 'selected';
interface PurgeRequest {
  scope: Scope;
  trash_ids: number[] | null;
}
interface StorageFile {
  bucket: string;
  name: string;
}

/** Storage's bulk delete takes at most this many names per call. */
const REMOVE_BATCH = 1000;

function parseRequest(body: unknown): PurgeRequest | string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const scope = b.scope ?? 'due';
  if (scope !== 'due' && scope !== 'all' && scope !== 'selected')
    return 'scope must be "due", "all" or "selected"';
  if (scope !== 'selected') return { scope, trash_ids: null };
  const ids = b.trash_ids;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return 'trash_ids must be a non-empty list of Trash item ids';
  }
  return { scope, trash_ids: ids as number[] };
}

function bearer(request: Request): string {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim() ?? '';
}

/** The service role itself, or a signed-in user with the admin role (asked as that user, so RLS answers). */
async function isAllowed(env: Env, token: string): Promise<boolean> {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  if (token && token === serviceKey) return true;
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/user_roles?select=role&role=eq.admin`, {
    headers: { apikey: env('SUPABASE_ANON_KEY') ?? serviceKey, Authorization: `Bearer ${token}` },
  });
  if (!response.ok) return false;
  return ((await response.json()) as unknown[]).length > 0;
}

function serviceFetch(env: Env, path: string, body: unknown): Promise<Response> {
  const key = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  return fetch(`${env('SUPABASE_URL')}${path}`, {
    method: path.startsWith('/storage/') ? 'DELETE' : 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function rpc<T>(env: Env, name: string, args: Record<string, unknown>): Promise<T> {
  const response = await serviceFetch(env, `/rest/v1/rpc/${name}`, args);
  if (!response.ok) throw new Error(`${name} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function removeFiles(env: Env, files: StorageFile[]): Promise<number> {
  let removed = 0;
  for (const bucket of new Set(files.map((f) => f.bucket))) {
    const names = files.filter((f) => f.bucket === bucket).map((f) => f.name);
    for (let i = 0; i < names.length; i += REMOVE_BATCH) {
      const response = await serviceFetch(env, `/storage/v1/object/${encodeURIComponent(bucket)}`, {
        prefixes: names.slice(i, i + REMOVE_BATCH),
      });
      if (!response.ok) throw new Error(`removing files from ${bucket} failed: ${response.status}`);
      removed += ((await response.json()) as unknown[]).length;
    }
  }
  return removed;
}

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    if (!env('SUPABASE_URL') || !env('SUPABASE_SERVICE_ROLE_KEY'))
      return json(500, { error: 'not_configured' });
    if (!(await isAllowed(env, bearer(request)))) {
      return json(403, { error: 'forbidden', message: 'Only administrators can empty the Trash.' });
    }
    const text = await request.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return json(400, { error: 'invalid_request', message: 'The body must be JSON.' });
    }
    const parsed = parseRequest(body);
    if (typeof parsed === 'string') return json(400, { error: 'invalid_request', message: parsed });

    try {
      const claimed = await rpc<{ trash_ids: number[]; files: StorageFile[] }>(env, 'begin_trash_purge', {
        scope: parsed.scope,
        trash_ids: parsed.trash_ids,
      });
      const filesRemoved = await removeFiles(env, claimed.files);
      const purged =
        claimed.trash_ids.length > 0
          ? await rpc<number>(env, 'finish_trash_purge', { trash_ids: claimed.trash_ids })
          : 0;
      return json(200, { purged, files_removed: filesRemoved });
    } catch (error) {
      // The claimed entries stay claimed (not restorable); the next "due" run finishes them.
      return json(502, {
        error: 'purge_failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
