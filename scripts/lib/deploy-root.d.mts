import type { AppName } from './apps.mjs';

export interface Pointer {
  bytes: Buffer;
  config: ReleasedConfig;
}
/** The shell's runtime config as a deploy root keeps it: the app config plus the live release of each app. */
export interface ReleasedConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: { publicSite: string; adminPortal: string };
  releases: { shell: string | null; publicSite: string | null; adminPortal: string | null };
  [key: string]: unknown;
}
export type ReleaseKey = keyof ReleasedConfig['releases'];

export declare const POINTER_FILE: string;
export declare const LOG_FILE: string;
export declare const RELEASE_KEYS: Record<AppName, ReleaseKey>;
export function deployRoot(env?: NodeJS.ProcessEnv): string;
export function appFolder(root: string, app: AppName): string;
export function releaseFolder(root: string, app: AppName, id: string): string;
export function readPointer(root: string): Pointer | null;
