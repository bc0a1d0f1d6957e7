import { create } from 'zustand';

/**
 * Who the church is, as the splash paints it before any read. Everything the office edits (address, phone,
 * service times, social links, giving) is the church_settings row instead (/admin/settings).
 */
export interface ChurchDetails {
  branchName: string;
  fullTitle: string;
  logoUrl: string;
}

/** Served by the shell as /app-config.json and read at run time, so no rebuild is needed to move things. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: { publicSite: string; adminPortal: string };
  church: ChurchDetails;
  /**
   * The project's plan resizes pictures on request (Supabase Pro and up): pictures without stored variants go
   * through the render endpoint. Off when absent: the Free plan has no transformations.
   */
  imageTransformations?: boolean;
}

interface AppConfigState {
  config: AppConfig | null;
  setConfig: (config: AppConfig) => void;
}

export const useAppConfigStore = create<AppConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

export function useAppConfig(): AppConfig {
  const config = useAppConfigStore((state) => state.config);
  if (!config) throw new Error('The app configuration is read before any page renders');
  return config;
}

export function useChurch(): ChurchDetails {
  return useAppConfig().church;
}
