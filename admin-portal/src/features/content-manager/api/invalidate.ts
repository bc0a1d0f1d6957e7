import type { QueryClient } from 'shared-ui/query';
import { dashboardKeys, type DomainKeys } from '../../../lib/query-keys';

/** Exactly what a change in one domain makes stale: its admin and public queries, and the dashboard. */
export async function invalidateDomain(
  queryClient: QueryClient,
  keys: DomainKeys,
  also: readonly (readonly unknown[])[] = [],
): Promise<void> {
  await Promise.all(
    [keys.all, ...also, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
