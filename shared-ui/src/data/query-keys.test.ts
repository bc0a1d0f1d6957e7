import { describe, expect, it } from 'vitest';
import { createDomainKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('createDomainKeys', () => {
  const keys = createDomainKeys('events');

  it('keeps every public and admin query of a domain under its root', () => {
    for (const key of [
      keys.lists(),
      keys.list({ upcoming: 3 }),
      keys.detail('id-1'),
      keys.adminList(),
      keys.adminDetail('id-1'),
    ])
      expect(startsWith(key, keys.all)).toBe(true);
    expect(keys.list({ upcoming: 3 })).toEqual(['events', 'list', { upcoming: 3 }]);
    expect(keys.detail('id-1')).toEqual(['events', 'detail', 'id-1']);
  });

  it('keeps admin queries apart from public ones, so neither is served the other’s rows', () => {
    expect(startsWith(keys.adminList(), keys.lists())).toBe(false);
    expect(startsWith(keys.adminDetail('id-1'), keys.details())).toBe(false);
    expect(startsWith(keys.adminDetail('id-1'), keys.admin())).toBe(true);
  });
});
