import type { Env } from './runtime.ts';

/**
 * A PostgREST read as a visitor: the anon key, no user. Row-level security decides what comes back, so a
 * feed shows exactly what the public pages show (published, and whatever else the policies require).
 */
export async function readAsVisitor<T>(env: Env, table: string, query: Record<string, string>): Promise<T[]> {
  const url = env('SUPABASE_URL');
  const key = env('SUPABASE_ANON_KEY');
  if (!url || !key) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  const response = await fetch(`${url}/rest/v1/${table}?${new URLSearchParams(query)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${table} read failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}
