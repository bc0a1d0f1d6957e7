// Plain JS: main.ts and the shell's static server (scripts/lib/first-screen-links.mjs) both decide by it.
const ADMIN_PORTAL_PATHS = /^\/(admin|auth)(\/|$)/;

/** A visit that starts on this path needs the public site's remote first (every path but admin and sign-in ones). */
export const startsOnPublicSite = (pathname) => !ADMIN_PORTAL_PATHS.test(pathname);
