import { authStorageKey } from 'shared-ui/auth-storage';

// Beside shared-ui/auth-storage (the key, and whether a session may be stored) rather than in it: the shell's code for
// public pages bundles that module, and only the admin lookup reads the session itself (P1w +0.2 KB otherwise).

/**
 * supabase-js's refresh margin (auth-js's EXPIRY_MARGIN_MS): a stored session nearer its end than this is
 * refreshed when the client starts, and then announced with another access token.
 */
const REFRESH_MARGIN_MS = 90_000;

export interface StoredSession {
  userId: string;
  accessToken: string;
}

/**
 * The session supabase-js keeps in this browser for the project at `supabaseUrl`, if its client will announce it
 * as it is (INITIAL_SESSION, same token); otherwise null. Read before supabase-js has come, so the admin lookup
 * can start while it downloads.
 */
export function storedSession(supabaseUrl: string, now = Date.now()): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(authStorageKey(supabaseUrl)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { access_token: accessToken, expires_at: expiresAt, user } = stored as Record<string, unknown>;
    const userId = (user as { id?: unknown } | null | undefined)?.id;
    if (typeof accessToken !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number')
      return null;
    return expiresAt * 1000 - now > REFRESH_MARGIN_MS ? { userId, accessToken } : null;
  } catch {
    // Storage blocked, or not JSON: the client decides on its own.
    return null;
  }
}
