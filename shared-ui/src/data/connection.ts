// shared-ui/connection: the one piece of the data module that holds state — the Supabase settings the shell
// configures at start and the clients built from them (a visitor's, and the admin lookup's) — so it is the piece shared as a singleton.
// The domain contracts (shared-ui/data) are plain values each remote bundles and trims to what it uses,
// which keeps them off the shell's first screen.
export { setSupabaseSettings, supabaseSettings, type SupabaseSettings } from './supabase-settings';
export { getPublicClient } from './public-client';
export { signedInReader } from './signed-in-reader';
