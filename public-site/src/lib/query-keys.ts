/**
 * The shape every domain's key factory shares, so invalidating `all` (after an admin change or a
 * realtime event) reaches every list and detail of that domain.
 */
export function createQueryKeys<const Domain extends string>(domain: Domain) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <F extends object>(filters: F) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
