import type { DomainKeys } from 'shared-ui/data';
import type { QueryClient } from 'shared-ui/query';
import { dashboardKeys } from '../../dashboard';

/** Exactly what a change in one domain makes stale: its admin and public queries, and the dashboard. */
export async function invalidateDomain(
  queryClient: QueryClient,
  keys: Pick<DomainKeys, 'all'>,
): Promise<void> {
  await Promise.all(
    [keys.all, dashboardKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
