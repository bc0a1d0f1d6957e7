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
  return config as AppConfig;
}

/** Read at run time (never cached) so a moved remote or a new Supabase project needs no rebuild. */
export async function loadAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  return parseAppConfig(await response.json());
}
