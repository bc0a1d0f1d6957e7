import {
  loadRemote,
  registerPlugins,
  registerRemotes as registerFederationRemotes,
} from '@module-federation/enhanced/runtime';
import type { AdminPortalRoutesModule, AppConfig, PublicSiteRoutesModule, RemoteName } from 'shared-ui';
import { releaseGuardPlugin } from './federation/release-guard-plugin';
import { remoteRetryPlugin } from './remote-retry-plugin';

interface RemoteModules {
  publicSite: PublicSiteRoutesModule;
  adminPortal: AdminPortalRoutesModule;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote === 'publicSite' ? 'public site' : 'admin portal'} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Remotes come from /app-config.json at run time, registered on the build's own federation instance. */
export function registerRemotes(config: AppConfig): void {
  registerPlugins([remoteRetryPlugin(), releaseGuardPlugin()]);
  registerFederationRemotes([
    { name: 'publicSite', entry: config.remotes.publicSite },
    { name: 'adminPortal', entry: config.remotes.adminPortal },
  ]);
}

export async function loadRemoteRoutes<Name extends RemoteName>(remote: Name): Promise<RemoteModules[Name]> {
  try {
    const module = await loadRemote<RemoteModules[Name]>(`${remote}/routes`);
    if (!module) throw new Error(`${remote}/routes resolved to nothing`);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
