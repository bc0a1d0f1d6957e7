export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

let settings: SupabaseSettings | null = null;

/**
 * Where the Supabase project is, from the shell's runtime config. Set once at start (shared-auth's
 * configureSupabase); every client and storage URL reads it here, so there is one source for it.
 */
export function setSupabaseSettings(url: string, anonKey: string): void {
  settings ??= { url: url.replace(/\/+$/, ''), anonKey };
}

export function supabaseSettings(): SupabaseSettings {
  if (!settings) throw new Error('configureSupabase() must run before Supabase is used');
  return settings;
}
