// Who may use a function that works with the service role: a signed-in user with an `admin` row in
// user_roles, read with the caller's own token as the site itself reads it (RLS: users read their own roles).
import { json } from './cors.ts';
import type { Env } from './runtime.ts';

/** Resolves to undefined for an admin, else to the response that refuses the caller. */
export async function refuseUnlessAdmin(env: Env, request: Request): Promise<Response | undefined> {
  const url = env('SUPABASE_URL');
  const apikey = env('SUPABASE_ANON_KEY') ?? '';
  const token = /^Bearer (.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!url) return json(500, { error: 'not_configured', message: 'SUPABASE_URL is not set' });
  const notSignedIn = json(401, { error: 'not_signed_in', message: 'Sign in as an administrator first.' });
  if (!token || token === apikey) return notSignedIn;
  const user = await fetch(`${url}/auth/v1/user`, { headers: { apikey, Authorization: `Bearer ${token}` } });
  if (!user.ok) return notSignedIn;
  const { id } = (await user.json()) as { id: string };
  const query = new URLSearchParams({ select: 'role', user_id: `eq.${id}`, role: 'eq.admin' });
  const roles = await fetch(`${url}/rest/v1/user_roles?${query}`, {
    headers: { apikey, Authorization: `Bearer ${token}` },
  });
  if (!roles.ok)
    return json(502, { error: 'roles_unavailable', message: `user_roles answered ${roles.status}` });
  if (((await roles.json()) as unknown[]).length === 0) {
    return json(403, { error: 'not_admin', message: 'Only administrators may do this.' });
  }
  return undefined;
}
