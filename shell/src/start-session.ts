/**
 * The session code (the client's auth events, the admin lookup) is a shared entry of its own, loaded when a
 * page needs the session: at once on /auth, /admin or an auth link, otherwise after the first screen.
 */
export const startSession = () => import('shared-auth/session').then((session) => session.startSession());
