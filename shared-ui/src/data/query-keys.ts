/**
 * One key factory for every content domain, used by both remotes. Public queries live under
 * `[root, 'list' | 'detail', …]`, the admin's under `[root, 'admin', …]`, so invalidating the root after
 * an admin change (or a realtime event) reaches exactly that domain's public and admin queries, while
 * an admin list is never served to a public page or the other way round.
 */
export function createDomainKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <const Filters extends object>(filters: Filters) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    admin: () => [...all, 'admin'] as const,
    adminList: () => [...all, 'admin', 'list'] as const,
    adminDetail: (id: string) => [...all, 'admin', 'detail', id] as const,
  };
}

export type DomainKeys = ReturnType<typeof createDomainKeys<string>>;
