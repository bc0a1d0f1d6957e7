// Plain JS: main.ts and the shell's static server (scripts/lib/first-screen-links.mjs) both decide by it.
const ADMIN_PATHS = /^\/admin(\/|$)/;
const SIGN_IN_PATHS = /^\/auth(\/|$)/;

/** A path of the office: the admin portal's `/admin` subtree, behind the guard. */
export const isAdminPath = (pathname) => ADMIN_PATHS.test(pathname);

/**
 * The remote a visit that starts on this path needs first: the admin portal's `/admin` subtree, nothing for
 * sign-in (the shell's own page; the admin portal follows only if sign-in succeeds), the public site otherwise.
 */
export const firstRemoteOf = (pathname) =>
  isAdminPath(pathname) ? 'adminPortal' : SIGN_IN_PATHS.test(pathname) ? null : 'publicSite';
