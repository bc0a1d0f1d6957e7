/**
 * Where supabase-js keeps a signed-in person's session in localStorage: its own default key for the project's
 * URL (`sb-<first label of the host>-auth-token`). shared-auth hands it to the client, so the two never differ.
 */
export const authStorageKey = (supabaseUrl: string): string =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Whether this browser may hold a session for the project at `supabaseUrl`. A visitor who never signed in has
 * none: their pages then need neither auth nor the rest of supabase-js (bench P1w), only Realtime for live updates.
 */
export function sessionMayBeStored(supabaseUrl: string): boolean {
  try {
    return window.localStorage.getItem(authStorageKey(supabaseUrl)) !== null;
  } catch {
    // Storage blocked (some private modes): the client would find nothing either, but let it decide.
    return true;
  }
}
