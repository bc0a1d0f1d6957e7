import type { Handler, RouteContext } from '../http/context.ts';
import { authError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { requireAdminCredentials } from './admin-credentials.ts';
import { createUser, deleteUser, getUserById, listUsers, updateUserById } from './admin-users.ts';
import { mailbox, verifyLink, verifyOtp } from './email-links.ts';
import { invite } from './invite.ts';
import { recover } from './recovery.ts';
import { sendAuth } from './request.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';

/** Paths of /auth/v1 that Kong leaves open (e-mail links are opened without an API key). */
export const OPEN_AUTH_PATHS = new Set(['verify', 'health', 'settings', '.well-known/jwks.json']);

const admin =
  (handler: (ctx: RouteContext) => Promise<void>) =>
  async (ctx: RouteContext): Promise<void> => {
    await requireAdminCredentials(ctx);
    return handler(ctx);
  };

export function makeAuthHandler(rate: {
  tokenBurst: number;
  tokenWindowSeconds: number;
  emailIntervalSeconds: number;
}): Handler {
  const limiter = new RateLimiter(rate.tokenBurst, rate.tokenWindowSeconds * 1000);
  const lastEmail = new Map<string, number>();
  const emailAllowed = (email: string) => {
    if (rate.emailIntervalSeconds <= 0) return true;
    const now = Date.now();
    const last = lastEmail.get(email);
    if (last !== undefined && now - last < rate.emailIntervalSeconds * 1000) return false;
    lastEmail.set(email, now);
    return true;
  };
  const routes: Record<string, (ctx: RouteContext) => Promise<void>> = {
    'POST token': (ctx) => token(ctx, limiter),
    'POST logout': logout,
    'GET user': getUser,
    'PUT user': updateUser,
    'POST recover': (ctx) => recover(ctx, emailAllowed),
    'GET verify': verifyLink,
    'POST verify': verifyOtp,
    'POST signup': signup,
    'POST invite': admin(invite),
    'GET admin/users': admin(listUsers),
    'POST admin/users': admin(createUser),
    'GET settings': async (ctx) =>
      sendAuth(ctx, 200, {
        external: { email: true, phone: false },
        disable_signup: !ctx.state.options.enableSignup,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    // HS256 only: no public keys to publish, but getClaims() may still ask.
    'GET .well-known/jwks.json': async (ctx) => sendAuth(ctx, 200, { keys: [] }),
    'GET health': async (ctx) =>
      sendAuth(ctx, 200, { version: 'local', name: 'GoTrue', description: 'Local GoTrue-compatible auth' }),
  };
  const userRoutes: Record<string, (ctx: RouteContext, id: string) => Promise<void>> = {
    GET: getUserById,
    PUT: updateUserById,
    DELETE: deleteUser,
  };
  return async (ctx) => {
    const name = ctx.path.replace(/\/+$/, '');
    const route = routes[`${ctx.req.method} ${name}`];
    if (route) return route(ctx);
    const userPath = /^admin\/users\/([^/]+)$/.exec(name);
    if (userPath) {
      await requireAdminCredentials(ctx);
      const userRoute = userRoutes[ctx.req.method ?? ''];
      if (!userRoute) throw authError(405, 'method_not_allowed', `Method ${ctx.req.method} not allowed`);
      return userRoute(ctx, decodeURIComponent(userPath[1]!));
    }
    const known = Object.keys(routes).some((key) => key.endsWith(` ${name}`));
    if (known) throw authError(405, 'method_not_allowed', `Method ${ctx.req.method} not allowed`);
    throw authError(404, 'not_found', 'Not Found');
  };
}

export { mailbox };
