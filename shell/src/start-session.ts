/**
 * The session code (the client's auth events, the admin lookup) is a shared entry of its own, loaded when a
 * page needs the session: at once on /auth, /admin or an auth link, otherwise after the first screen.
 * supabase-js is requested with it, not once it has run (the admin's dashboard waited a round trip more), and
 * the session code starts as soon as it comes: it asks for a stored session's role while supabase-js downloads.
 * Both are named "session": index.html lists their files for main.ts to preload (shell/src/session-preloads.mjs).
 */
export const startSession = () =>
  Promise.all([
    import(/* webpackChunkName: "session" */ 'shared-auth/session').then((session) => session.startSession()),
    import(/* webpackChunkName: "session" */ '@supabase/supabase-js'),
  ]).then(([client]) => client);
