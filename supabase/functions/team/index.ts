// team: the people who run the site (/admin/team). Lists the accounts, invites by e-mail, grants and removes
// admin rights, removes accounts. Only an administrator may call it; the work that needs the service role
// (GoTrue's admin API, writing user_roles) happens here, so the browser never holds that key.
//
//   GET    /team                          → { members: Member[] }
//   POST   /team/invite        {email}    → { member }   (the invite e-mail carries a link to <site>/auth)
//   POST   /team/members/:id/admin        → { member }
//   DELETE /team/members/:id/admin        → { member }
//   DELETE /team/members/:id              → { removed: id }
//
// Errors are `{ error, message }`; `message` is written for the volunteer who reads it.
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (set by Supabase); SITE_URL (the
// site's address, used when the request carries no Origin). <site>/auth is where password links already land.
import { refuse, requireAdmin, type Caller } from '../_shared/caller.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';
import type { Member } from './member.ts';
import { ServiceError, serviceClient, type AuthUser, type ServiceClient } from './service.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LAST_ADMIN =
  'You are the only administrator. Make someone else an administrator before giving up your own access.';

function member(user: AuthUser, admins: Set<string>, caller: Caller): Member {
  return {
    id: user.id,
    email: user.email ?? '',
    role: admins.has(user.id) ? 'admin' : 'member',
    // An invited person becomes active by following the link (that confirms their address).
    status: user.email_confirmed_at ? 'active' : 'invited',
    invited_at: user.invited_at ?? null,
    last_sign_in_at: user.last_sign_in_at ?? null,
    created_at: user.created_at,
    is_you: user.id === caller.id,
  };
}

async function memberById(service: ServiceClient, id: string, caller: Caller): Promise<Member | Response> {
  try {
    const [user, admins] = await Promise.all([service.getUser(id), service.adminIds()]);
    return member(user, new Set(admins), caller);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404)
      return refuse(404, 'not_found', 'That account no longer exists. Reload the list.');
    throw error;
  }
}

async function readEmail(request: Request): Promise<string | Response> {
  const body = (await request.json().catch(() => undefined)) as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 255)
    return refuse(422, 'invalid_email', 'Enter an e-mail address like name@example.com.');
  return email;
}

/** The page the invite link opens: where the admin's browser is, else SITE_URL. */
function welcomeUrl(env: Env, request: Request): string | undefined {
  const origin = request.headers.get('origin');
  const site = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : env('SITE_URL');
  return site ? `${site.replace(/\/+$/, '')}/auth` : undefined;
}

async function route(env: Env, request: Request, caller: Caller, path: string[]): Promise<Response> {
  const service = serviceClient(env);
  const method = request.method;
  const [first, id, sub] = path;
  if (path.length === 0 && method === 'GET') {
    const [users, admins] = await Promise.all([service.listUsers(), service.adminIds()]);
    const adminSet = new Set(admins);
    const members = users.map((u) => member(u, adminSet, caller));
    members.sort((a, b) => a.email.localeCompare(b.email));
    return json(200, { members });
  }
  if (first === 'invite' && path.length === 1 && method === 'POST') {
    const email = await readEmail(request);
    if (email instanceof Response) return email;
    try {
      const user = await service.invite(email, welcomeUrl(env, request));
      return json(200, { member: member(user, new Set(await service.adminIds()), caller) });
    } catch (error) {
      if (error instanceof ServiceError && error.status === 422)
        return refuse(409, 'already_member', `${email} already has an account. Find them in the list below.`);
      throw error;
    }
  }
  if (first !== 'members' || !id || !UUID.test(id) || path.length > 3 || (sub && sub !== 'admin'))
    return refuse(404, 'not_found', 'There is no such team action.');
  if (sub === 'admin' && method === 'POST') {
    const target = await memberById(service, id, caller);
    if (target instanceof Response) return target;
    await service.grantAdmin(id);
    return json(200, { member: { ...target, role: 'admin' } });
  }
  if (sub === 'admin' && method === 'DELETE') {
    const target = await memberById(service, id, caller);
    if (target instanceof Response) return target;
    try {
      await service.revokeAdmin(id);
    } catch (error) {
      // The database keeps at least one admin (private.keep_one_admin): it refused, whatever raced us.
      if (error instanceof ServiceError && error.body.details === 'last_admin')
        return refuse(409, 'last_admin', LAST_ADMIN);
      throw error;
    }
    return json(200, { member: { ...target, role: 'member' } });
  }
  if (!sub && method === 'DELETE') {
    const target = await memberById(service, id, caller);
    if (target instanceof Response) return target;
    const admins = await service.adminIds();
    if (target.role === 'admin' && admins.every((a) => a === id))
      return refuse(
        409,
        'last_admin',
        target.is_you ? LAST_ADMIN : 'The last administrator cannot be removed.',
      );
    await service.deleteUser(id);
    return json(200, { removed: id });
  }
  return refuse(405, 'method_not_allowed', `${method} is not allowed here.`);
}

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    const caller = await requireAdmin(env, request);
    if (caller instanceof Response) return caller;
    // Deployed, the path starts at the function's name (/team/…); locally after /functions/v1.
    const segments = new URL(request.url).pathname.split('/').filter(Boolean);
    const path = segments.slice(segments.indexOf('team') + 1).map(decodeURIComponent);
    return route(env, request, caller, path);
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
