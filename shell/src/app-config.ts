import type { AppConfig } from 'shared-ui';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export function parseAppConfig(raw: unknown): AppConfig {
  const config = raw as Partial<AppConfig> | null;
  const problems: string[] = [];
  if (!isNonEmptyString(config?.supabaseUrl)) problems.push('supabaseUrl');
  if (!isNonEmptyString(config?.supabaseAnonKey)) problems.push('supabaseAnonKey');
  if (!isNonEmptyString(config?.remotes?.publicSite)) problems.push('remotes.publicSite');
  if (!isNonEmptyString(config?.remotes?.adminPortal)) problems.push('remotes.adminPortal');
  if (!isNonEmptyString(config?.church?.branchName)) problems.push('church.branchName');
  if (!isNonEmptyString(config?.church?.fullTitle)) problems.push('church.fullTitle');
  if (problems.length > 0) throw new Error(`/app-config.json is missing: ${problems.join(', ')}`);
  if (config?.imageTransformations !== undefined && typeof config.imageTransformations !== 'boolean')
    throw new Error('/app-config.json: imageTransformations must be true or false');
  return config as AppConfig;
}

const requestAppConfig = () => fetch('/app-config.json', { cache: 'no-store' });
let early: Promise<Response> | undefined;

/** Called by main.ts: the config is requested while the bootstrap chunk downloads, not after (one round trip less before the first paint). */
export function preloadAppConfig(): void {
  early = requestAppConfig();
  // Handled where it is awaited; this only keeps a failure from being reported as unhandled before then.
  early.catch(() => undefined);
}

/** The preloaded config for work that may start before the bootstrap chunk has arrived; null if none or unusable. */
export function peekPreloadedAppConfig(): Promise<AppConfig | null> {
  if (!early) return Promise.resolve(null);
  return early
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((raw) => (raw === null ? null : parseAppConfig(raw)))
    .catch(() => null);
}

/** Read at run time (never cached) so a moved remote or a new Supabase project needs no rebuild. */
export async function loadAppConfig(): Promise<AppConfig> {
  const pending = early ?? requestAppConfig();
  early = undefined;
  const response = await pending;
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  return parseAppConfig(await response.json());
}
