// backup-snapshot: the admin's Backup page asks for `public.backup_snapshot()`, which only the service
// role may call, so the browser never holds the service key. The page then downloads the stored objects
// with the admin's own session and writes the archive itself (supabase/backup/archive).
//
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (set by Supabase).
import { corsHeaders, json } from '../_shared/cors.ts';
import { requireAdmin } from '../_shared/caller.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });
    const caller = await requireAdmin(env, request, 'Only administrators can make a backup.');
    if (caller instanceof Response) return caller;
    const key = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
    const snapshot = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/backup_snapshot`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!snapshot.ok) {
      return json(502, { error: 'snapshot_failed', message: `backup_snapshot answered ${snapshot.status}` });
    }
    // Passed on as it came: the page checks its shape (the same zod schema as the CLI).
    return new Response(snapshot.body, {
      status: 200,
      headers: { ...corsHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
