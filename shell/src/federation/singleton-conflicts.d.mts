export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}
export interface AppShares {
  app: string;
  shared: SharedEntry[];
}
export interface SingletonConflict {
  module: string;
  /** The app whose required range is not met. */
  needer: string;
  range: string;
  /** The app whose copy may be the one in the page. */
  provider: string;
  version: string;
}
export function singletonConflicts(host: AppShares, remotes: AppShares[]): SingletonConflict[];
