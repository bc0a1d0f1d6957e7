// Plain JS: the shell checks a remote with it before mounting one, and `pnpm release` (scripts/release/gate.ts)
// before a release goes live, so both apply one rule. The rule for which modules are singletons is written
// where the shared config is (scripts/build/shared-modules.ts); each app's mf-manifest.json carries it.
import { satisfy } from '@module-federation/enhanced/runtime';

const entryOf = (app, name) => app.shared.find((entry) => entry.name === name);

/**
 * The singleton requirements a set of apps cannot all meet. With `loaded-first` sharing the page uses the
 * shell's copy of a singleton (registered first), or a newer copy a remote registered before the module was
 * first used; so each of those may end up being the one, and every app's required range must accept each.
 *
 * @param {{ app: string, shared: { name: string, version: string, singleton?: boolean, requiredVersion?: string | false }[] }} host
 * @param {typeof host[]} remotes
 * @returns {{ module: string, needer: string, range: string, provider: string, version: string }[]}
 */
export function singletonConflicts(host, remotes) {
  const apps = [host, ...remotes];
  const names = new Set(apps.flatMap((app) => app.shared.filter((e) => e.singleton).map((e) => e.name)));
  const conflicts = [];
  for (const name of [...names].sort()) {
    const hostVersion = entryOf(host, name)?.version;
    const candidates = apps.filter((app) => {
      const entry = entryOf(app, name);
      return entry && (!hostVersion || app === host || satisfy(entry.version, `>${hostVersion}`));
    });
    for (const needer of apps) {
      const need = entryOf(needer, name);
      if (!need?.singleton || !need.requiredVersion) continue;
      for (const provider of candidates) {
        const { version } = entryOf(provider, name);
        if (provider !== needer && !satisfy(version, need.requiredVersion))
          conflicts.push({
            module: name,
            needer: needer.app,
            range: need.requiredVersion,
            provider: provider.app,
            version,
          });
      }
    }
  }
  return conflicts;
}
