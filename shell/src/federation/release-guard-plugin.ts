import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-ui';
import { singletonConflicts, type SharedEntry, type SingletonConflict } from './singleton-conflicts.mjs';

/** The remote's live release asks for singletons this shell cannot provide: it must not run in this page. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly conflicts: SingletonConflict[],
  ) {
    super(`${remote} needs shared modules this version of the site cannot provide`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** The release the page's config names is no longer on the server (pruned, or the host replaced it). */
export class RemoteGoneError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`${remote}'s release is no longer on the server`);
    this.name = 'RemoteGoneError';
  }
}

type AfterLoadManifest = NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>;
type Host = Parameters<AfterLoadManifest>[0]['origin'];

/** What this page's shell provides, in the form of a manifest's `shared` list. */
function hostShares(host: Host): SharedEntry[] {
  return Object.entries(host.options.shared).flatMap(([name, versions]) =>
    versions
      .filter((shared) => shared.from === host.options.name)
      .map((shared) => ({
        name,
        version: shared.version ?? '',
        singleton: shared.shareConfig?.singleton,
        requiredVersion: shared.shareConfig?.requiredVersion,
      })),
  );
}

/**
 * The second defence behind the release gate (scripts/release/gate.ts), by the same rule: a remote whose
 * manifest asks for singletons the running shell cannot meet is stopped before its entry runs (which would
 * register its copies in the page), and the console says which module and which versions. A manifest that is
 * gone (404) is told apart from an outage, so the page can reload to the current release.
 */
export function releaseGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-release-guard',
    async afterLoadManifest({ moduleInfo, manifestJson, response, origin }) {
      const remote = moduleInfo.name as RemoteName;
      if (response?.status === 404) throw new RemoteGoneError(remote);
      if (!manifestJson?.shared) return;
      const conflicts = singletonConflicts({ app: origin.options.name, shared: hostShares(origin) }, [
        { app: remote, shared: manifestJson.shared as SharedEntry[] },
      ]);
      if (conflicts.length === 0) return;
      for (const c of conflicts)
        console.error(
          `[release guard] ${remote} not mounted: shared module ${c.module} — ${c.needer} needs ${c.range}, ${c.provider} provides ${c.version}`,
        );
      throw new IncompatibleRemoteError(remote, conflicts);
    },
  };
}
