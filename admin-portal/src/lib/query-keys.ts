/**
 * Query keys, shared by convention with public-site (public-site/src/lib/query-keys.ts): every
 * domain's keys start with its root (`['events']`), public lists/details live under
 * `[root, 'list' | 'detail', …]` and the admin's under `[root, 'admin', …]`. Invalidating the root
 * after an admin change therefore reaches exactly that domain's admin and public queries.
 */
export function createDomainKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    admin: () => [...all, 'admin'] as const,
    adminList: () => [...all, 'admin', 'list'] as const,
    adminDetail: (id: string) => [...all, 'admin', 'detail', id] as const,
  };
}

export type DomainKeys = ReturnType<typeof createDomainKeys<string>>;

/** The dashboard summarises every domain, so every content change marks it stale too. */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  counts: () => ['admin-dashboard', 'counts'] as const,
  recent: () => ['admin-dashboard', 'recent'] as const,
};
