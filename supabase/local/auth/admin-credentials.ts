import { bearerToken } from '../caller.ts';
import type { RouteContext } from '../http/context.ts';
import { authError } from './errors.ts';
import { parseJwtClaims } from './request.ts';

// GoTrue's JWT_ADMIN_ROLES as hosted Supabase sets them.
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/**
 * GoTrue's requireAdminCredentials (internal/api/middleware.go, auth.go requireAdmin): a Bearer token signed with
 * the project's secret whose `role` is an admin role. A signed-in user's token is refused: only server code holding
 * the service-role key may call the admin API and /invite.
 */
export async function requireAdminCredentials(ctx: RouteContext): Promise<void> {
  const token = bearerToken(ctx.req.headers);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const { role } = await parseJwtClaims(ctx, token);
  if (typeof role !== 'string' || !ADMIN_ROLES.has(role))
    throw authError(403, 'not_admin', 'User not allowed');
}
