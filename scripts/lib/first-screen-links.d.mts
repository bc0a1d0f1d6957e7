import type { AppConfig } from '../../shared-ui/src/config/app-config.ts';

export declare function firstScreenLinks(
  appConfig: Pick<AppConfig, 'supabaseUrl' | 'remotes'>,
  pathname: string,
): string;
