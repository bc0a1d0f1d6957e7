/**
 * The session code (the client's auth events, the admin lookup) is a shared entry of its own, loaded when a
 * page needs the session: at once on /auth, /admin or an auth link, otherwise after the first screen.
 * supabase-js is requested with it, not once it has run (the admin's dashboard waited a round trip more).
 * Both are named "session": index.html lists their files for main.ts to preload (shell/src/session-preloads.mjs).
 */
export const startSession = () =>
  Promise.all([
    import(/* webpackChunkName: "session" */ 'shared-auth/session'),
    import(/* webpackChunkName: "session" */ '@supabase/supabase-js'),
  ]).then(([session]) => session.startSession());
