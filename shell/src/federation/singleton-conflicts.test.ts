import { describe, expect, test } from 'vitest';
import { singletonConflicts, type AppShares } from './singleton-conflicts.mjs';

const app = (name: string, versions: Record<string, string>, singleton = true): AppShares => ({
  app: name,
  shared: Object.entries(versions).map(([module, version]) => ({
    name: module,
    version,
    singleton,
    requiredVersion: `^${version}`,
  })),
});

describe('singletonConflicts', () => {
  test('the same versions, or a shell newer within the major, meet every requirement', () => {
    expect(
      singletonConflicts(app('shell', { 'shared-ui': '1.0.0' }), [
        app('publicSite', { 'shared-ui': '1.0.0' }),
      ]),
    ).toEqual([]);
    expect(
      singletonConflicts(app('shell', { 'shared-ui': '1.1.0' }), [
        app('publicSite', { 'shared-ui': '1.0.0' }),
      ]),
    ).toEqual([]);
  });

  test('a remote that needs a newer singleton than the shell provides is refused, naming both versions', () => {
    expect(
      singletonConflicts(app('shell', { 'shared-ui': '1.0.0' }), [
        app('publicSite', { 'shared-ui': '1.1.0' }),
      ]),
    ).toEqual([
      { module: 'shared-ui', needer: 'publicSite', range: '^1.1.0', provider: 'shell', version: '1.0.0' },
    ]);
  });

  test('a new major conflicts both ways: its copy may win for modules not yet used', () => {
    const conflicts = singletonConflicts(app('shell', { react: '19.3.1' }), [
      app('publicSite', { react: '20.0.0' }),
    ]);
    expect(conflicts.map((c) => `${c.needer}<-${c.provider}`).sort()).toEqual([
      'publicSite<-shell',
      'shell<-publicSite',
    ]);
    expect(
      singletonConflicts(app('shell', { react: '20.0.0' }), [app('adminPortal', { react: '19.3.1' })]),
    ).toEqual([
      { module: 'react', needer: 'adminPortal', range: '^19.3.1', provider: 'shell', version: '20.0.0' },
    ]);
  });

  test('modules that may fall back never conflict: the remote loads its own copy', () => {
    expect(
      singletonConflicts(app('shell', { 'shared-ui/forms': '1.0.0' }, false), [
        app('publicSite', { 'shared-ui/forms': '2.0.0' }, false),
      ]),
    ).toEqual([]);
  });
});
