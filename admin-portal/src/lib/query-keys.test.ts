import { describe, expect, it } from 'vitest';
import { createDomainKeys, dashboardKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('createDomainKeys', () => {
  const keys = createDomainKeys('events');

  it('roots every public and admin key at the domain, so one invalidation reaches both', () => {
    for (const key of [keys.lists(), keys.detail('a'), keys.adminList(), keys.adminDetail('a')]) {
      expect(startsWith(key, keys.all)).toBe(true);
    }
  });

  it('uses the same public shape as public-site (root, list|detail, id)', () => {
    expect(keys.lists()).toEqual(['events', 'list']);
    expect(keys.detail('x')).toEqual(['events', 'detail', 'x']);
  });

  it('keeps admin queries apart from public ones', () => {
    expect(startsWith(keys.adminList(), keys.lists())).toBe(false);
    expect(startsWith(keys.lists(), keys.admin())).toBe(false);
    expect(keys.adminDetail('x')).toEqual(['events', 'admin', 'detail', 'x']);
  });

  it('does not let one domain prefix another', () => {
    expect(startsWith(createDomainKeys('events').adminList(), createDomainKeys('event').all)).toBe(false);
  });

  it('gives the dashboard its own root', () => {
    expect(startsWith(dashboardKeys.counts(), dashboardKeys.all)).toBe(true);
    expect(startsWith(dashboardKeys.recent(), dashboardKeys.all)).toBe(true);
  });
});
