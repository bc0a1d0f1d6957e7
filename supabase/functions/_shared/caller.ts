// Who is calling an Edge Function, asked of the services themselves: Auth checks the token (signature, expiry,
// that the user and session still exist) and the database's own policies say whether they are an admin.
import { json } from './cors.ts';
import type { Env } from './runtime.ts';

export interface Caller {
  id: string;
  email: string;
}

/** A JSON error the admin pages show as is: `error` for code, `message` for people. */
export const refuse = (status: number, error: string, message: string) => json(status, { error, message });

const bearer = (request: Request) =>
  /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];

/** The signed-in administrator making the request, or the response that refuses them (`notAdmin` says why). */
export async function requireAdmin(
  env: Env,
  request: Request,
  notAdmin = 'Only administrators can manage the team.',
): Promise<Caller | Response> {
  const token = bearer(request);
  const url = env('SUPABASE_URL');
  const anonKey = env('SUPABASE_ANON_KEY') ?? '';
  if (!url) return refuse(500, 'not_configured', 'The function is missing SUPABASE_URL.');
  const signedOut = refuse(401, 'not_signed_in', 'Your session has ended. Sign in again and retry.');
  if (!token) return signedOut;
  const headers = { apikey: anonKey, Authorization: `Bearer ${token}` };
  const who = await fetch(`${url}/auth/v1/user`, { headers });
  if (!who.ok) return signedOut;
  const user = (await who.json()) as { id?: string; email?: string };
  if (!user.id) return signedOut;
  // Read with the caller's own token: "Users read their own roles" lets them see their admin row, nothing more.
  const query = new URLSearchParams({ select: 'role', user_id: `eq.${user.id}`, role: 'eq.admin' });
  const roles = await fetch(`${url}/rest/v1/user_roles?${query}`, { headers });
  if (!roles.ok) throw new Error(`user_roles lookup failed: ${roles.status}`);
  if (((await roles.json()) as unknown[]).length === 0) return refuse(403, 'not_admin', notAdmin);
  return { id: user.id, email: user.email ?? '' };
}
