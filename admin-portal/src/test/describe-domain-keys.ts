import { describe, expect, it } from 'vitest';
import type { DomainKeys } from '../lib/query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

/** The contract of a domain's keys.ts: public-site's root for the domain, admin keys under it. */
export function describeDomainKeys(keys: DomainKeys, publicRoot: string) {
  describe(`${publicRoot} keys`, () => {
    it('use the root public-site uses, so a change invalidates the public pages too', () => {
      expect(keys.all).toEqual([publicRoot]);
      expect(keys.lists()).toEqual([publicRoot, 'list']);
      expect(keys.detail('id-1')).toEqual([publicRoot, 'detail', 'id-1']);
    });

    it('keep the admin list and details under the root but apart from public queries', () => {
      expect(startsWith(keys.adminList(), keys.all)).toBe(true);
      expect(startsWith(keys.adminDetail('id-1'), keys.admin())).toBe(true);
      expect(startsWith(keys.adminList(), keys.lists())).toBe(false);
    });
  });
}
